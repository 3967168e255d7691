// Where popovers, tooltips and dialogs go: the widget's portal layer inside its shadow root, so the
// widget's adopted sheets (and its --fw-* tokens) reach them and the host page's overflow cannot
// clip them; the shadow root itself when no layer was given; document.body (undefined) only for a
// part rendered outside any widget, such as the shell's own chrome.
import { useWidget } from './widget-context'

/** The node FloatingPortal should use as `root`; undefined lets @floating-ui use document.body. */
export function usePortalRoot(): HTMLElement | ShadowRoot | undefined {
  const { portalContainer, shadowRoot } = useWidget()
  return portalContainer ?? shadowRoot ?? undefined
}
