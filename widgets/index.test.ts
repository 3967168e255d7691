// @vitest-environment jsdom
// The root entry gives a React app the components without defining any tag: an app may register
// its own names, and importing a component must never change the page's custom elements.
describe('the root entry', () => {
  it('exports the widgets and the element toolkit, and registers no custom element', async () => {
    const root = await import('./index')
    expect(typeof root.LocationStats).toBe('function')
    expect(typeof root.SummaryCards).toBe('function')
    expect(typeof root.defineWidget).toBe('function')
    for (const tag of ['fw-location-stats', 'fw-summary-cards', 'fw-sign-in']) expect(customElements.get(tag)).toBeUndefined()
    await import('./elements')
    expect(customElements.get('fw-location-stats')).toBeDefined()
  })
})
