// The map's own style sheet; the location parts and buttons bring theirs.
import { defineStyles } from '../../src/elements/style-sheets'
import locationMapCss from './location-map.css?inline'

export const locationMapStyles = defineStyles(locationMapCss)
