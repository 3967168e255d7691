// The page's fireworks (contracts: <fw-fireworks>, method trigger(), duration 5000 ms by default).
// The /stats layout renders one element; the logo button and the header menu set it off.

/** SPEC §9: a trigger from the sidebar runs for 5 seconds. */
export const TRIGGER_DURATION_MS = 5000

interface FireworksElement extends HTMLElement {
  trigger?: () => void
}

/** Sets off the page's fireworks, if the element is there and defined. */
export function triggerFireworks(root: ParentNode = document): void {
  root.querySelector<FireworksElement>('fw-fireworks')?.trigger?.()
}
