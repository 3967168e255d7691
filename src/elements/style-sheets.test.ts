// @vitest-environment jsdom
import { adoptStyles, supportsAdoptedStyleSheets } from './style-sheets'

describe('adoptStyles', () => {
  it('falls back to <style> elements, in order and before content, where sheets cannot be adopted', () => {
    expect(supportsAdoptedStyleSheets()).toBe(false) // jsdom
    const root = document.createElement('div').attachShadow({ mode: 'open' })
    root.append(document.createElement('p'))
    adoptStyles(root, ['.a{}', '  ', '.b{}'])
    expect(Array.from(root.children).map((child) => child.textContent || child.localName)).toEqual(['.a{}', '.b{}', 'p'])
  })

  describe('with constructable style sheets', () => {
    // jsdom parses CSSStyleSheet#replaceSync but has no adoptedStyleSheets: give shadow roots one.
    const adopted = new WeakMap<ShadowRoot, CSSStyleSheet[]>()
    beforeAll(() => {
      Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
        configurable: true,
        get(this: ShadowRoot) {
          return adopted.get(this) ?? []
        },
        set(this: ShadowRoot, sheets: CSSStyleSheet[]) {
          adopted.set(this, sheets)
        },
      })
    })
    afterAll(() => {
      delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets
    })

    it('adopts one shared parsed sheet per text instead of adding <style> elements', () => {
      expect(supportsAdoptedStyleSheets()).toBe(true)
      const first = document.createElement('div').attachShadow({ mode: 'open' })
      const second = document.createElement('div').attachShadow({ mode: 'open' })
      adoptStyles(first, [':host { color: red; }', '.x { color: blue; }'])
      adoptStyles(second, [':host { color: red; }'])
      expect(first.querySelector('style')).toBeNull()
      expect(first.adoptedStyleSheets).toHaveLength(2)
      expect(first.adoptedStyleSheets[0]?.cssRules[0]?.cssText).toBe(':host { color: red; }')
      expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[0])
    })
  })
})
