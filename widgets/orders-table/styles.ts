// The orders table's own style sheet; the ui-kit parts bring theirs.
import { defineStyles } from '../../src/elements/style-sheets'
import ordersTableCss from './orders-table.css?inline'

export const ordersTableStyles = defineStyles(ordersTableCss)
