// The autoloader (after Shoelace's): each fw-* tag is registered the first time it appears in the
// document or in an open shadow root, loading only that tag's module. It is built twice from this
// one file:
// - the script a page loads from the dashboard server (<script type="module" src="…/dist/autoloader.js">,
//   scripts/build-autoloader.ts): React and every dependency inside, cut into chunks of its own;
//   React, the page singletons and what several widgets share load once;
// - the package's `./autoloader` entry for apps with a bundler (dist/lazy-elements.js, tsup.config.ts):
//   each tag's loader is a static `import('./elements/fw-….js')` that Vite, Rollup, webpack and
//   esbuild follow and split, React and the other dependencies the app's own.
//
// It imports nothing but the widget list (whose loaders are those dynamic imports), so it runs as
// soon as it arrives. Importing it where there is no DOM (a server render, a test in Node) does
// nothing: it touches the document only once it starts.
import { WIDGETS } from './widget-list'

/**
 * In the script build, each tag's chunks (file names in dist/autoload/), written into the built
 * file (scripts/build-autoloader.ts) in place of the placeholder, so that when a tag is first seen
 * every chunk it needs is requested at once (modulepreload) rather than one level of imports after
 * another. The placeholder stays in source, tests and the bundler build, whose chunks are the
 * app's own: no list, nothing preloaded. Parsed at run time, so no minifier folds it away.
 */
const CHUNKS_BY_TAG = parseChunkList('__FW_AUTOLOAD_CHUNKS__')

function parseChunkList(json: string): Record<string, string[]> {
  try {
    return JSON.parse(json) as Record<string, string[]>
  } catch {
    return {}
  }
}

/** Where the page's default API base goes; src/api/api-base.ts reads it (PAGE_API_BASE_KEY). */
const PAGE_API_BASE_KEY = Symbol.for('fireworks-dashboard:api-base')
/** Set once an autoloader runs on the page: a second copy does nothing. */
const STARTED_KEY = Symbol.for('fireworks-dashboard:autoloader')

// The JSX types of every fw-* tag come with this entry (generated: scripts/elements-manifest).
export type { FwIntrinsicElements } from './jsx-elements'

const LOADERS = new Map<string, () => Promise<unknown>>(WIDGETS.flatMap((entry) => Object.entries(entry.elements)))
const requested = new Map<string, Promise<void>>()

/**
 * Where the API of the dashboard server that served `moduleUrl` lives, when that URL is a file of
 * its /dist/ folder (`https://dash.example/dist/autoloader.js` → `https://dash.example/api`);
 * undefined for a module bundled into another app.
 */
export function apiBaseOfServedModule(moduleUrl: string): string | undefined {
  const url = new URL(moduleUrl)
  if (!/^https?:$/.test(url.protocol) || !/\/dist\/autoloader\.js$/.test(url.pathname)) return undefined
  return `${url.origin}${url.pathname.replace(/\/dist\/autoloader\.js$/, '')}/api`
}

/** Asks the browser for every chunk `tag` needs, in parallel, before its module imports them level by level. */
function preloadChunks(tag: string): void {
  const chunks = CHUNKS_BY_TAG[tag]
  if (!chunks) return
  // The chunks sit in autoload/ beside this script. The URL is read into a variable first: Vite and
  // webpack take `new URL(`…${name}`, import.meta.url)` for assets of the app's own and would
  // bundle every file that pattern could name.
  const scriptUrl = import.meta.url
  for (const chunk of chunks) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = new URL(`./autoload/${chunk}`, scriptUrl).href
    document.head.append(link)
  }
}

/** Loads the module that registers `tag`, once; an unknown fw-* tag is left alone. */
export function register(tag: string): Promise<void> {
  const load = LOADERS.get(tag)
  if (!load || customElements.get(tag)) return Promise.resolve()
  let loading = requested.get(tag)
  if (!loading) {
    preloadChunks(tag)
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

/** Watches the document and each open shadow root for added nodes; made when the autoloader starts (there is a DOM then). */
let observer: MutationObserver | undefined

function observe(root: Document | ShadowRoot | Element): void {
  observer ??= new MutationObserver((mutations) => {
    for (const { addedNodes } of mutations) for (const node of addedNodes) if (node instanceof Element) void discover(node)
  })
  observer.observe(root, { subtree: true, childList: true })
}

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
  observe(shadowRoot)
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
  const page = globalThis as { [PAGE_API_BASE_KEY]?: string; [STARTED_KEY]?: boolean }
  if (page[STARTED_KEY]) return
  page[STARTED_KEY] = true
  page[PAGE_API_BASE_KEY] ??= apiBaseOfServedModule(import.meta.url)
  watchFutureShadowRoots()
  observe(document.documentElement)
  watchExistingShadowRoots(document)
  void discover(document)
}

if (typeof document !== 'undefined' && typeof customElements !== 'undefined') start()
