// The grid's own style sheet; the location parts bring theirs.
import { defineStyles } from '../../src/elements/style-sheets'
import locationGridCss from './location-grid.css?inline'

export const locationGridStyles = defineStyles(locationGridCss)
