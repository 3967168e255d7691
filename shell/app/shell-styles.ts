// The shell's own chrome: page, full-screen states, the error and message screens. Only --fw-*
// tokens (src/elements/theme.ts), so light and dark follow the page's theme like every widget.
import css from './shell.css?inline'
import { defineStyles } from '../../src/elements/style-sheets'

export const shellStyles = defineStyles(css, 'page')
