// Style sheets carried by the modules that need them (docs/shell-and-widgets.md#styles-and-themes). A module declares its CSS once
// with defineStyles(); the component calls useStyles() (./use-styles), which adopts the sheet into
// the root it renders in: the widget's shadow root inside an element, the document in the shell's
// own chrome. No element keeps a hand-written list of sheets: what renders brings its styles.
//
// Where constructable style sheets exist (every current browser) one CSSStyleSheet per module is
// parsed once and shared by every root that adopts it; elsewhere (jsdom, old engines) each root
// gets a <style> element with the same text. Sheets keep their layer's order whatever order they
// arrive in (a dialog opened late still sits under the widget's own overrides): base, then the
// kits, then widgets, then the page's own chrome.

export type StyleLayer = 'base' | 'kit' | 'widget' | 'page'

const LAYER_RANK: Record<StyleLayer, number> = { base: 0, kit: 1, widget: 2, page: 3 }

/** One module's CSS, declared once at module level. */
export interface StyleModule {
  readonly css: string
  readonly layer: StyleLayer
}

/** Declares a module's CSS text (usually `import css from './x.css?inline'`) and its layer. */
export function defineStyles(css: string, layer: StyleLayer = 'widget'): StyleModule {
  return Object.freeze({ css, layer })
}

/** A root that can hold styles: a widget's shadow root, or the document itself. */
export type StyleRoot = ShadowRoot | Document

/** True when this realm can adopt constructed sheets. */
export function supportsAdoptedStyleSheets(): boolean {
  return (
    typeof ShadowRoot !== 'undefined' &&
    'adoptedStyleSheets' in ShadowRoot.prototype &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  )
}

const sheets = new WeakMap<StyleModule, CSSStyleSheet>()
const rankOfSheet = new WeakMap<CSSStyleSheet, number>()

function sheetOf(module: StyleModule): CSSStyleSheet {
  let sheet = sheets.get(module)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(module.css)
    sheets.set(module, sheet)
    rankOfSheet.set(sheet, LAYER_RANK[module.layer])
  }
  return sheet
}

/**
 * Where a sheet of `rank` goes among the root's sheets: before the first of ours with a higher
 * rank, else at the end. Sheets the page adopted itself keep their places.
 */
function insertionIndex<T>(list: readonly T[], rank: number, rankOf: (item: T) => number | undefined): number {
  const index = list.findIndex((item) => (rankOf(item) ?? -1) > rank)
  return index === -1 ? list.length : index
}

/** Which <style> elements hold which module (the fallback path). */
const styleElements = new WeakMap<HTMLStyleElement, number>()
const adoptedByRoot = new WeakMap<StyleRoot, Set<StyleModule>>()

function styleContainer(root: StyleRoot): ParentNode {
  return 'head' in root ? root.head : root
}

/** Adds each module's sheet to `root` once, in layer order; a module already there is left alone. */
export function adoptStyles(root: StyleRoot, modules: readonly StyleModule[]): void {
  let adopted = adoptedByRoot.get(root)
  if (!adopted) adoptedByRoot.set(root, (adopted = new Set()))
  for (const module of modules) {
    if (adopted.has(module) || module.css.trim() === '') continue
    adopted.add(module)
    const rank = LAYER_RANK[module.layer]
    if (supportsAdoptedStyleSheets()) {
      const list = [...root.adoptedStyleSheets]
      list.splice(insertionIndex(list, rank, (sheet) => rankOfSheet.get(sheet)), 0, sheetOf(module))
      root.adoptedStyleSheets = list
      continue
    }
    const container = styleContainer(root)
    const style = (root.ownerDocument ?? (root as Document)).createElement('style')
    style.textContent = module.css
    styleElements.set(style, rank)
    // Before the first later-layer <style> of ours, else after our last one, before any content.
    const children = Array.from(container.children)
    const ours = children.filter((child): child is HTMLStyleElement => styleElements.has(child as HTMLStyleElement))
    const later = ours.find((child) => (styleElements.get(child) ?? 0) > rank)
    const anchor = later ?? (ours.length > 0 ? ours[ours.length - 1]!.nextSibling : container.firstChild)
    container.insertBefore(style, anchor)
  }
}
