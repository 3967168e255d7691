// The stats screen's own style sheet; the cards and the chart kit bring theirs.
import { defineStyles } from '../../src/elements/style-sheets'
import locationStatsCss from './location-stats.css?inline'

export const locationStatsStyles = defineStyles(locationStatsCss)
