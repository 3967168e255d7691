// @vitest-environment jsdom
import { adoptStyles, defineStyles, supportsAdoptedStyleSheets } from './style-sheets'

const base = defineStyles(':host { --fw-bg: white; }', 'base')
const kit = defineStyles('.kit {}', 'kit')
const widget = defineStyles('.widget {}')
const blank = defineStyles('   ')

describe('adoptStyles', () => {
  it('falls back to <style> elements, in layer order and before content, where sheets cannot be adopted', () => {
    expect(supportsAdoptedStyleSheets()).toBe(false) // jsdom
    const root = document.createElement('div').attachShadow({ mode: 'open' })
    root.append(document.createElement('p'))
    adoptStyles(root, [base, widget])
    // A kit part rendered later (a dialog opened after the widget drew) still goes under the widget.
    adoptStyles(root, [kit, blank, widget])
    expect(Array.from(root.children).map((child) => child.textContent || child.localName)).toEqual([base.css, '.kit {}', '.widget {}', 'p'])
  })

  it('adds styles to the document head for parts rendered outside any widget', () => {
    adoptStyles(document, [widget])
    adoptStyles(document, [widget])
    // Once, however often asked (other parts' styles may share the head).
    expect(Array.from(document.head.querySelectorAll('style')).filter((style) => style.textContent === '.widget {}')).toHaveLength(1)
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

    it('adopts one shared parsed sheet per module, in layer order, leaving foreign sheets in place', () => {
      expect(supportsAdoptedStyleSheets()).toBe(true)
      const first = document.createElement('div').attachShadow({ mode: 'open' })
      const second = document.createElement('div').attachShadow({ mode: 'open' })
      const foreign = new CSSStyleSheet()
      first.adoptedStyleSheets = [foreign]
      adoptStyles(first, [widget, base])
      adoptStyles(first, [kit, widget])
      adoptStyles(second, [base])
      expect(first.querySelector('style')).toBeNull()
      expect(first.adoptedStyleSheets.map((sheet) => (sheet === foreign ? 'foreign' : sheet.cssRules[0]?.cssText))).toEqual([
        'foreign',
        ':host { --fw-bg: white; }',
        '.kit { }',
        '.widget { }',
      ])
      expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[1])
    })
  })
})
