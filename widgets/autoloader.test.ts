// @vitest-environment jsdom
// The autoloader registers a tag the first time it shows up — in the document, added later, or
// inside an open shadow root — and loads nothing for tags the page does not use.
import { defaultApiBase } from '../src/api/api-base'

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('the autoloader', () => {
  beforeAll(async () => {
    document.body.innerHTML = '<fw-top-items location-id="L"></fw-top-items>'
    await import('./autoloader')
  })
  // The widgets it registered unmount while the page still exists.
  afterAll(async () => {
    document.body.innerHTML = ''
    await settle()
  })

  it('registers a tag already on the page, and no other', async () => {
    await vi.waitFor(() => expect(customElements.get('fw-top-items')).toBeDefined(), { timeout: 10_000 })
    expect(customElements.get('fw-orders-table')).toBeUndefined()
  })

  it('registers a tag added later', async () => {
    document.body.append(document.createElement('fw-user-counts'))
    await vi.waitFor(() => expect(customElements.get('fw-user-counts')).toBeDefined(), { timeout: 10_000 })
  })

  it("registers a tag inside a host page's open shadow root", async () => {
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    await settle()
    shadow.innerHTML = '<section><fw-system-status></fw-system-status></section>'
    await vi.waitFor(() => expect(customElements.get('fw-system-status')).toBeDefined(), { timeout: 10_000 })
  })

  it('leaves tags it does not know alone', async () => {
    document.body.append(document.createElement('fw-not-a-widget'))
    await settle()
    expect(customElements.get('fw-not-a-widget')).toBeUndefined()
  })
})

describe("the autoloader's API base", () => {
  it('is the /api of the dashboard server that served it, for autoloaders served from /dist', async () => {
    const { apiBaseOfServedModule } = await import('./autoloader')
    expect(apiBaseOfServedModule('https://dash.example/dist/autoloader.js')).toBe('https://dash.example/api')
    expect(apiBaseOfServedModule('http://127.0.0.1:8787/tools/dashboard/dist/autoloader.js')).toBe('http://127.0.0.1:8787/tools/dashboard/api')
    expect(apiBaseOfServedModule('http://localhost:5173/assets/index-3f2a.js')).toBeUndefined()
    expect(apiBaseOfServedModule('file:///work/dist/autoloader.js')).toBeUndefined()
  })

  it('becomes the default of every widget on the page', () => {
    const key = Symbol.for('fireworks-dashboard:api-base')
    const page = globalThis as { [key]?: string }
    const before = page[key]
    page[key] = 'https://dash.example/api'
    try {
      expect(defaultApiBase()).toBe('https://dash.example/api')
    } finally {
      page[key] = before
    }
  })
})
