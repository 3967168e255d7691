// @vitest-environment jsdom
// The shell's root in a DOM: the route guards against the stored session (docs/shell-and-widgets.md#sign-in-and-sessions, docs/screens.md#access) and the
// widgets' events routed by the shell (docs/shell-and-widgets.md).
import { act, cleanup, render, screen } from '@testing-library/react'
import { restoreSession } from '../../src/stores/session'
import { $router } from '../routing/router'
import { App } from './app'
import { listenToWidgets } from './host-events'
import { wantToaster } from './toaster-wanted'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function storeSession(roles: string[]): void {
  localStorage.setItem('auth_token', 'token-1')
  localStorage.setItem('auth_token_expiry', String(Date.now() + 3_600_000))
  localStorage.setItem('auth_user', JSON.stringify({ username: 'pat', roles }))
}

function open(path: string): void {
  window.history.replaceState(null, '', path)
  act(() => $router.open(path, true))
}

beforeEach(() => {
  localStorage.clear()
  // The pages rendered here ask the API for nothing that matters to these tests.
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}', { status: 500 }))))
  // jsdom has no media queries: a wide screen in the light scheme.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the route guards', () => {
  it("sends a signed-out reader of a /stats page to /login and shows 'Welcome Back'", async () => {
    restoreSession()
    open('/stats/locations/list')
    render(<App />)
    // The sign-in screen is the first module this file loads lazily: on a busy machine its first
    // transform takes longer than findBy's default second.
    expect(await screen.findByRole('heading', { name: 'Welcome Back' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/login')
  })

  it("tells a signed-in user without the admin role 'Access Denied' on an /admin page", async () => {
    storeSession(['user'])
    restoreSession()
    open('/admin/kv-cache')
    render(<App />)
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
    expect(screen.getByText("You don't have permission to access the admin panel.")).toBeInTheDocument()
    expect(window.location.pathname).toBe('/admin/kv-cache')
  })

  it('opens the admin panel for super_admin, with its nine entries, Embedding and Return to App', async () => {
    storeSession(['super_admin'])
    restoreSession()
    open('/admin/settings')
    render(<App />)
    const nav = await screen.findByRole('navigation', { name: 'Admin' })
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Locations',
      'User Management',
      'Live Payments',
      'Data Hydration',
      'KV Cache',
      'Analytics',
      'Reports',
      'Settings',
      'Embedding',
    ])
    expect(screen.getByRole('link', { name: 'Return to App' })).toHaveAttribute('href', '/')
    await vi.waitFor(() => expect(document.querySelector('fw-server-settings')).toHaveAttribute('sign-in-prompt', 'off'))
  })

  it('sends a signed-in visitor of /login to /, and / on to /stats', async () => {
    storeSession(['user'])
    restoreSession()
    open('/login')
    render(<App />)
    await vi.waitFor(() => expect(window.location.pathname).toBe('/stats'))
  })
})

describe('widget events', () => {
  it('cancels fw-navigate and routes, carrying the search parameters', async () => {
    storeSession(['user'])
    restoreSession()
    const stop = listenToWidgets()
    open('/stats/locations/list?years=2024,2025&days=1to4')
    const element = document.createElement('fw-anything')
    document.body.append(element)
    const event = new CustomEvent('fw-navigate', { detail: { href: '/stats/details/location/L9/stats' }, bubbles: true, composed: true, cancelable: true })
    act(() => {
      element.dispatchEvent(event)
    })
    expect(event.defaultPrevented).toBe(true)
    expect(`${window.location.pathname}${window.location.search}`).toBe('/stats/details/location/L9/stats?days=1to4&years=2024,2025')
    element.remove()
    stop()
  })

  it('goes to /login on fw-unauthorized', () => {
    const stop = listenToWidgets()
    open('/stats/locations/grid')
    act(() => {
      document.body.dispatchEvent(new CustomEvent('fw-unauthorized', { detail: { apiBase: '/api' }, bubbles: true, composed: true }))
    })
    expect(window.location.pathname).toBe('/login')
    stop()
  })

  it('writes a compare change to the compare route', () => {
    const stop = listenToWidgets()
    open('/stats/locations/map?years=2025')
    act(() => {
      document.body.dispatchEvent(new CustomEvent('fw-compare-change', { detail: { locationIds: ['A', 'B'] }, bubbles: true, composed: true }))
    })
    expect(`${window.location.pathname}${window.location.search}`).toBe('/stats/details/compare?years=2025&locations=A,B')
    stop()
  })
})

// Last in the file: once wanted, the page's Toaster stays for the page's life.
describe("the page's toasts", () => {
  it('are not mounted (nor sonner fetched) before the first toast, which still shows once they are', async () => {
    restoreSession()
    open('/login')
    render(<App />)
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument()
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull()
    expect(screen.queryByRole('region', { name: /^Notifications/ })).toBeNull()
    // What the payment toasts do: the Toaster is asked for, and the toast raised before it mounts.
    const { toast } = await import('sonner')
    act(() => {
      wantToaster()
      toast('1 payment, $12.00')
    })
    expect(await screen.findByText('1 payment, $12.00')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: /^Notifications/ })).toBeInTheDocument()
  })
})
