// Where chart popovers go: the widget's portal layer inside its shadow root, so the widget's
// adopted styles reach them; the shadow root itself when no layer is given; document.body only
// for a chart rendered as plain React outside any widget.
import { useWidget } from '../../src/elements/widget-context'

/** The node tooltips portal into; undefined lets @floating-ui use document.body. */
export function usePortalRoot(): HTMLElement | ShadowRoot | undefined {
  const { portalContainer, shadowRoot } = useWidget()
  return portalContainer ?? shadowRoot ?? undefined
}
