// The filter panel's style sheet, brought by the view wherever it renders.
import { defineStyles } from '../../src/elements/style-sheets'
import locationFiltersCss from './location-filters.css?inline'

export const locationFiltersStyles = defineStyles(locationFiltersCss)
