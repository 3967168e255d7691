// The location-stats style sheets as text, in cascade order: the chart kit's, the summary cards',
// then its own, for a widget's shadow root.
import { chartKitStyles } from '../chart-kit/styles'
import { summaryCardsStyles } from '../summary-cards/styles'
import locationStatsCss from './location-stats.css?inline'

export const locationStatsStyles = locationStatsCss
export const locationStatsSheets: readonly string[] = [chartKitStyles, summaryCardsStyles, locationStatsCss]
