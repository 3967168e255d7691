// The season pace's own style sheet; the chart kit, the table and the summary cards bring theirs.
import { defineStyles } from '../../src/elements/style-sheets'
import seasonPaceCss from './season-pace.css?inline'

export const seasonPaceStyles = defineStyles(seasonPaceCss)
