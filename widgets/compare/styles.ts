// The compare view's own style sheet; the chart kit and ui-kit parts bring theirs.
import { defineStyles } from '../../src/elements/style-sheets'
import compareCss from './compare.css?inline'

export const compareStyles = defineStyles(compareCss)
