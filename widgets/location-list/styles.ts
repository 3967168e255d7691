// The location list's style sheet (the location parts bring theirs, widgets/widget-kit).
import { defineStyles } from '../../src/elements/style-sheets'
import locationListCss from './location-list.css?inline'

export const locationListStyles = defineStyles(locationListCss)
