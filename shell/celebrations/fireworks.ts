// The page's fireworks (contracts: <fw-fireworks>, method trigger(), duration 5000 ms by default).
// The /stats and /admin layouts render one element (./celebrations.tsx); the logo button and the
// header menu set it off.

/** docs/screens.md#live-payments-and-fireworks: a trigger from the sidebar runs for 5 seconds. */
export const TRIGGER_DURATION_MS = 5000

interface FireworksElement extends HTMLElement {
  trigger?: () => void
}

/** Loads fw-fireworks's code (once); the layout asks for it after its first paint. */
export function loadFireworksElement(): Promise<unknown> {
  return import('../../widgets/fireworks/fireworks.element')
}

/** Sets off the page's fireworks, if the element is there: now, or once its code has loaded. */
export function triggerFireworks(root: ParentNode = document): void {
  const element = root.querySelector<FireworksElement>('fw-fireworks')
  if (!element) return
  if (element.trigger) {
    element.trigger()
    return
  }
  void loadFireworksElement()
    .then(() => customElements.whenDefined('fw-fireworks'))
    .then(() => element.trigger?.())
}
