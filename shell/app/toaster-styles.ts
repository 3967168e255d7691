// The toasts' room on screens where charts stand in two columns but the window is narrow (832 to
// 1023 px: the sheet replaces the sidebar, and the content holds two columns from 800 px): the
// left column's controls end near the middle, so the toasts narrow to fit between them and the
// right column's. On a phone (sonner's full-width toasts, up to 600 px) the content leaves room
// below its end, so the last controls can be scrolled clear of the toasts.
import { defineStyles } from '../../src/elements/style-sheets'

export const toasterStyles = defineStyles(`
@media (min-width: 832px) and (max-width: 1023px) {
  [data-sonner-toaster] { --width: calc(50vw - 160px) !important; }
}
@media (max-width: 600px) {
  body:has([data-sonner-toast]) .shell-content { padding-bottom: 7rem; }
}
`, 'page')
