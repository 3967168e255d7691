// The page's toasts (docs/screens.md#general, docs/screens.md#numbers-the-screens-keep): sonner, bottom-right, three visible at once, in the dashboard's
// theme, each with a close button. They leave by themselves after a few seconds (a corner that
// only fills would cover the charts in the busiest hour); the payments' summary stays while it
// counts (../celebrations/payment-toasts). They keep clear of the charts' Bar/Area
// toggles and expand buttons, which sit at the right end of every chart's header: from the right
// edge the toasts stand off by that column of controls, so on a screen of one or two columns of
// charts they float over the charts' bodies and titles, never over a control, however the page
// scrolls (./toaster-styles.ts narrows them where two columns leave less room).
import { useStore } from '@nanostores/react'
import { Toaster as SonnerToaster } from 'sonner'
import { useStyles } from '../../src/elements/use-styles'
import { PAYMENT_TOAST_MS } from '../celebrations/payment-toasts'
import { $theme } from '../theme/theme-store'
import { toasterStyles } from './toaster-styles'

export const VISIBLE_TOASTS = 3
/**
 * From the window's right edge to the toasts: a chart header's controls (Bar/Area and expand,
 * 131 px), the content's and the card's padding (33 px) and a gap of 8 px.
 */
export const TOAST_RIGHT_OFFSET_PX = 172
export const TOAST_BOTTOM_OFFSET_PX = 24

export default function Toaster() {
  useStyles(toasterStyles)
  const theme = useStore($theme)
  return (
    <SonnerToaster
      position="bottom-right"
      duration={PAYMENT_TOAST_MS}
      closeButton
      visibleToasts={VISIBLE_TOASTS}
      theme={theme}
      offset={{ right: TOAST_RIGHT_OFFSET_PX, bottom: TOAST_BOTTOM_OFFSET_PX }}
    />
  )
}
