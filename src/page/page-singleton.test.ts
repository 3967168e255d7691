import { PAGE_REGISTRY_KEY, pageSingleton } from './page-singleton'

describe('pageSingleton', () => {
  it('makes each named instance once per page, whichever copy of the package asks first', () => {
    const made = vi.fn(() => ({ id: Math.random() }))
    const first = pageSingleton('test-thing/v1', made)
    // A second bundle has its own module, but the same global registry.
    const second = pageSingleton('test-thing/v1', () => ({ id: -1 }))
    expect(second).toBe(first)
    expect(made).toHaveBeenCalledTimes(1)
    expect((globalThis as Record<symbol, Record<string, unknown>>)[PAGE_REGISTRY_KEY]?.['test-thing/v1']).toBe(first)
  })

  it('keeps differently versioned shapes apart', () => {
    const old = pageSingleton('test-shape/v1', () => ({ shape: 1 }))
    const next = pageSingleton('test-shape/v2', () => ({ shape: 2 }))
    expect(next).not.toBe(old)
  })
})
