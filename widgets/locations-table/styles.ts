// The locations table's own style sheet; the table shell and the menu bring theirs.
import { defineStyles } from '../../src/elements/style-sheets'
import locationsTableCss from './locations-table.css?inline'

export const locationsTableStyles = defineStyles(locationsTableCss)
