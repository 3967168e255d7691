// The items tab's own style sheet; the chart kit brings its own.
import { defineStyles } from '../../src/elements/style-sheets'
import topItemsCss from './top-items.css?inline'

export const topItemsStyles = defineStyles(topItemsCss)
