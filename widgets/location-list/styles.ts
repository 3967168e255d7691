// Style sheets of the location list and of the location parts other views share.
import { defineStyles } from '../../src/elements/style-sheets'
import locationListCss from './location-list.css?inline'
import locationPartsCss from './location-parts.css?inline'

export const locationPartsStyles = defineStyles(locationPartsCss)
export const locationListStyles = defineStyles(locationListCss)
