// Loads CSS text into a shadow root. Where constructable style sheets exist (every current
// browser) one CSSStyleSheet per text is parsed once and shared by every element that adopts it;
// elsewhere (jsdom, old engines) each shadow root gets <style> elements with the same text.

const sheetCache = new Map<string, CSSStyleSheet>()

/** True when this realm can adopt constructed sheets into shadow roots. */
export function supportsAdoptedStyleSheets(): boolean {
  return (
    typeof ShadowRoot !== 'undefined' &&
    'adoptedStyleSheets' in ShadowRoot.prototype &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  )
}

function sharedSheet(cssText: string): CSSStyleSheet {
  let sheet = sheetCache.get(cssText)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(cssText)
    sheetCache.set(cssText, sheet)
  }
  return sheet
}

/** Adds the style texts, in order, to a shadow root (after whatever it already has). */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  const texts = cssTexts.filter((text) => text.trim() !== '')
  if (supportsAdoptedStyleSheets()) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...texts.map(sharedSheet)]
    return
  }
  // Styles go after the existing <style> elements but before any content, keeping cascade order.
  const firstContent = Array.from(root.children).find((child) => child.localName !== 'style') ?? null
  for (const text of texts) {
    const style = root.ownerDocument.createElement('style')
    style.textContent = text
    root.insertBefore(style, firstContent)
  }
}
