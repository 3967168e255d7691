// The admin location pages' style sheet, brought by their views wherever they render.
import { defineStyles } from '../../src/elements/style-sheets'
import adminLocationsCss from './admin-locations.css?inline'

export const adminLocationsStyles = defineStyles(adminLocationsCss)
