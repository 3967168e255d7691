// The ranking's style sheet, brought by its views wherever they render.
import { defineStyles } from '../../src/elements/style-sheets'
import locationRankingCss from './location-ranking.css?inline'

export const locationRankingStyles = defineStyles(locationRankingCss)
