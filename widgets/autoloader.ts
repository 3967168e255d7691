// The autoloader (after Shoelace's): one <script type="module" src="…/dist/autoloader.js"> on a
// page, and each fw-* tag is registered the first time it appears in the document or in an open
// shadow root, loading only that tag's chunk. React, the page singletons and what several widgets
// share are chunks of their own, loaded once (ES modules are fetched once per URL).
import { apiBaseOfServedModule, setPageApiBase } from '../src/api/api-base'
import { pageSingleton } from '../src/page/page-singleton'
import { WIDGETS } from './widget-list'

// The JSX types of every fw-* tag come with this entry (generated: scripts/elements-manifest).
export type { FwIntrinsicElements } from './jsx-elements'

const LOADERS = new Map<string, () => Promise<unknown>>(WIDGETS.flatMap((entry) => Object.entries(entry.elements)))
const requested = new Map<string, Promise<void>>()

/** Loads the module that registers `tag`, once; an unknown fw-* tag is left alone. */
export function register(tag: string): Promise<void> {
  const load = LOADERS.get(tag)
  if (!load || customElements.get(tag)) return Promise.resolve()
  let loading = requested.get(tag)
  if (!loading) {
    loading = load().then(
      () => undefined,
      (error: unknown) => {
        requested.delete(tag) // a later sighting tries again (a network blip)
        console.error(`fireworks-dashboard: could not load <${tag}>`, error)
      },
    )
    requested.set(tag, loading)
  }
  return loading
}

const observer = new MutationObserver((mutations) => {
  for (const { addedNodes } of mutations) for (const node of addedNodes) if (node instanceof Element) void discover(node)
})

/** Registers every undefined fw-* tag in `root` and its descendants (`:not(:defined)`, as Shoelace). */
export async function discover(root: Element | Document | ShadowRoot): Promise<void> {
  const tags = new Set<string>()
  if (root instanceof Element && isUndefinedWidget(root)) tags.add(root.localName)
  for (const element of root.querySelectorAll(':not(:defined)')) if (isUndefinedWidget(element)) tags.add(element.localName)
  await Promise.allSettled([...tags].map((tag) => register(tag)))
}

function isUndefinedWidget(element: Element): boolean {
  return element.localName.startsWith('fw-') && !customElements.get(element.localName)
}

const watched = new WeakSet<ShadowRoot>()

/** Looks inside an open shadow root now and whenever nodes are added to it. */
function watch(shadowRoot: ShadowRoot): void {
  if (watched.has(shadowRoot)) return
  watched.add(shadowRoot)
  observer.observe(shadowRoot, { subtree: true, childList: true })
  void discover(shadowRoot)
}

/** Shadow roots attached from now on are watched too (a host page's own components, our widgets). */
function watchFutureShadowRoots(): void {
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit): ShadowRoot {
    const shadowRoot = attachShadow.call(this, init)
    // Its content arrives after this call returns: look once the current task has filled it.
    if (init.mode === 'open') queueMicrotask(() => watch(shadowRoot))
    return shadowRoot
  }
}

/** Open shadow roots that exist already (attached before this script ran). */
function watchExistingShadowRoots(root: Document | ShadowRoot): void {
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot && !watched.has(element.shadowRoot)) {
      watch(element.shadowRoot)
      watchExistingShadowRoots(element.shadowRoot)
    }
  }
}

function start(): void {
  const apiBase = apiBaseOfServedModule(import.meta.url)
  if (apiBase) setPageApiBase(apiBase)
  watchFutureShadowRoots()
  observer.observe(document.documentElement, { subtree: true, childList: true })
  watchExistingShadowRoots(document)
  void discover(document)
}

// Once per page, however many copies of the autoloader it loads.
if (typeof document !== 'undefined' && typeof customElements !== 'undefined') pageSingleton('autoloader/v1', start)
