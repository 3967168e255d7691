// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { json, routeFetch, type RouteHandler } from '../../src/api/testing/route-fetch'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import './system-status.element'

const healthy = () => json({ ok: true, database: 'ok', serverTime: '2025-07-04T20:00:00.000Z' })

function mount(health: RouteHandler, status: RouteHandler = () => json({ connectionCount: 3 })) {
  const api = routeFetch({ 'GET /health': health, 'GET /ws/fireworks/status': status })
  return { ...mountElement('fw-system-status', {}, { fetch: api.fetch, calls: [] }), api }
}

const badge = (root: ShadowRoot) => root.querySelector('.fw-badge')
const connected = (root: ShadowRoot) => root.querySelector('[data-field="connected-users"]')
/** Waits (on real timeouts: setInterval is faked in the polling test) until `check` passes. */
async function until(check: () => void, timeoutMs = 2_000) {
  const started = Date.now()
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}
const count = (requests: { url: string }[], url: string) => requests.filter((request) => request.url === url).length

describe('<fw-system-status>', () => {
  setUpElementTests()

  it('says Online and how many users are connected', async () => {
    const { root } = mount(healthy)
    await waitFor(() => expect(badge(root)).toHaveTextContent('Online'))
    await waitFor(() => expect(connected(root)).toHaveTextContent('3'))
    expect(root.querySelector('[role="alert"]')).toBeNull()
  })

  it("says Offline with 'HTTP {status}' when the server is unhealthy, and a dash for an unknown count", async () => {
    const { root } = mount(
      () => json({ ok: false, database: 'unavailable', serverTime: '2025-07-04T20:00:00.000Z' }, 503),
      () => json({ success: false, error: 'INTERNAL', message: 'Broken' }, 500),
    )
    await waitFor(() => expect(badge(root)).toHaveTextContent('Offline'))
    expect(root.querySelector('[role="alert"]')).toHaveTextContent('HTTP 503')
    await waitFor(() => expect(connected(root)).toHaveTextContent('-'))
  })

  it('says the server did not answer when it cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { root } = mount(() => Promise.reject(new TypeError('Failed to fetch')))
    await waitFor(() => expect(root.querySelector('[role="alert"]')).toHaveTextContent('did not answer. Check that it is running'))
    expect(badge(root)).toHaveTextContent('Offline')
  })

  it('polls health every 10 s and connections every 5 s only while the card is in view', async () => {
    const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observers.push(callback)
        }
        observe() {}
        disconnect() {}
      },
    )
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const { root, api } = mount(healthy)
      await until(() => expect(connected(root)).toHaveTextContent('3'))
      expect(count(api.requests, '/health')).toBe(1)
      expect(count(api.requests, '/ws/fireworks/status')).toBe(1)
      await act(() => vi.advanceTimersByTimeAsync(10_000))
      await until(() => expect(count(api.requests, '/health')).toBe(2))
      expect(count(api.requests, '/ws/fireworks/status')).toBe(3)

      act(() => observers.forEach((callback) => callback([{ isIntersecting: false }])))
      await act(() => vi.advanceTimersByTimeAsync(30_000))
      expect(count(api.requests, '/health')).toBe(2)
      expect(count(api.requests, '/ws/fireworks/status')).toBe(3)
      // Back in view: both are asked at once, and a poll never shows "Checking..." again.
      act(() => observers.forEach((callback) => callback([{ isIntersecting: true }])))
      await until(() => expect(count(api.requests, '/health')).toBe(3))
      expect(badge(root)).toHaveTextContent('Online')
    } finally {
      vi.useRealTimers()
    }
  })
})
