// The overlay's style sheet, brought by the overlay wherever it renders.
import { defineStyles } from '../../src/elements/style-sheets'
import fireworksCss from './fireworks.css?inline'

export const fireworksStyles = defineStyles(fireworksCss)
