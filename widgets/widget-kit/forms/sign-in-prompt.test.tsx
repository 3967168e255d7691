// @vitest-environment jsdom
import { act, useEffect, useState } from 'react'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as z from 'zod/mini'
import { restoreSession } from '../../../src/stores/session'
import { useWidgetApi } from '../../../src/elements/widget-api'
import { WidgetRoot as PlatformWidgetRoot } from '../../../src/elements/widget-root'
import { defineWidget, WidgetRoot } from '../element/define-widget'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const figureSchema = z.object({ success: z.literal(true), data: z.object({ figure: z.number() }) })

/** A widget that loads one figure from the API on mount. */
function FigureWidget() {
  const api = useWidgetApi()
  const [text, setText] = useState('Loading...')
  useEffect(() => {
    api.get('/figure', figureSchema).then(
      (answer) => setText(`Figure ${answer.data.figure}`),
      (error: Error) => setText(error.message),
    )
  }, [api])
  return <p>{text}</p>
}
defineWidget('fw-figure', FigureWidget)

interface Recorded {
  url: string
  method: string
  authorization: string | undefined
  body: unknown
}

/** A server: login accepts admin/secret123, /figure needs the token it handed out. */
function fakeServer(options: { slowLogin?: Promise<void> } = {}) {
  const requests: Recorded[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>
    const body = init?.body ? (JSON.parse(String(init.body)) as { username?: string; password?: string }) : undefined
    requests.push({ url: String(input), method: init?.method ?? 'GET', authorization: headers.Authorization, body })
    const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status })
    // The public check a widget makes before it offers a form: a page of the dashboard's own origin.
    if (String(input).endsWith('/embed/check')) return json(200, { success: true, data: { service: 'fireworks-dashboard', origin: null, standing: 'no-origin' } })
    if (String(input).endsWith('/auth/login')) {
      await options.slowLogin
      if (body?.username === 'admin' && body.password === 'secret123') {
        return json(200, { success: true, data: { access_token: 'tok-1', expires_in: 3600, user: { username: 'admin', roles: ['admin'] } } })
      }
      return json(401, { success: false, error: 'UNAUTHORIZED', message: 'Invalid username or password' })
    }
    if (headers.Authorization === 'Bearer tok-1') return json(200, { success: true, data: { figure: 42 } })
    return json(401, { success: false, error: 'UNAUTHORIZED', message: 'Authentication required' })
  })
  return { fetch, requests }
}

const ADMIN = JSON.stringify({ username: 'admin', roles: ['admin'] })

/** Stores a session the way a sign-in does, valid for an hour. */
function storeSession(token: string) {
  localStorage.setItem('auth_token', token)
  localStorage.setItem('auth_token_expiry', String(Date.now() + 3_600_000))
  localStorage.setItem('auth_user', ADMIN)
}

beforeEach(() => {
  localStorage.clear()
  restoreSession()
})

afterEach(async () => {
  await act(async () => document.body.replaceChildren())
  localStorage.clear()
  vi.unstubAllGlobals()
})

async function mountFigure(): Promise<HTMLElement> {
  const el = document.createElement('fw-figure')
  await act(async () => document.body.append(el))
  return el
}

/** The requests that are not the public server check. */
const apiRequests = (requests: Recorded[]) => requests.filter((request) => !request.url.endsWith('/embed/check'))

// Inputs are changed with fireEvent: user-event types into document.activeElement, which is the
// host element for anything inside a shadow root (the browser test types for real).

/** Queries inside the widget's shadow root (its React mount, which also holds the prompt). */
function shadow(el: HTMLElement) {
  const mount = el.shadowRoot?.querySelector<HTMLElement>('.fw-root')
  if (!mount) throw new Error('no .fw-root in the shadow root')
  return within(mount)
}

describe('the sign-in prompt of a widget', () => {
  it('shows instead of the widget when no session is stored, and emits fw-unauthorized once', async () => {
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    const unauthorized = vi.fn()
    document.addEventListener('fw-unauthorized', unauthorized)
    const el = await mountFigure()
    document.removeEventListener('fw-unauthorized', unauthorized)
    expect(await shadow(el).findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(shadow(el).getByLabelText('Username')).toHaveAttribute('placeholder', 'Enter your username')
    expect(shadow(el).getByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(unauthorized).toHaveBeenCalledTimes(1)
    expect((unauthorized.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ apiBase: `${location.origin}/api` })
    // No session: the API is not asked, only whether a dashboard server answers there for this page.
    expect(server.requests.map((request) => request.url)).toEqual([`${location.origin}/api/embed/check`])
  })

  it('signs in against the api-base, stores the session on this origin and shows the widget', async () => {
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    const el = await mountFigure()
    const user = userEvent.setup()
    fireEvent.change(await shadow(el).findByLabelText('Username'), { target: { value: 'admin' } })
    fireEvent.change(shadow(el).getByLabelText('Password'), { target: { value: 'secret123' } })
    const before = Date.now()
    await user.click(shadow(el).getByRole('button', { name: 'Sign In' }))
    expect(await shadow(el).findByText('Figure 42')).toBeInTheDocument()
    expect(apiRequests(server.requests).map((r) => [r.method, r.url, r.authorization])).toEqual([
      ['POST', `${location.origin}/api/auth/login`, undefined],
      ['GET', `${location.origin}/api/figure`, 'Bearer tok-1'],
    ])
    expect(apiRequests(server.requests)[0]?.body).toEqual({ username: 'admin', password: 'secret123' })
    expect(localStorage.getItem('auth_token')).toBe('tok-1')
    const expiry = Number(localStorage.getItem('auth_token_expiry'))
    expect(expiry - before).toBeGreaterThanOrEqual(3_600_000)
    expect(expiry - Date.now()).toBeLessThanOrEqual(3_600_000)
    expect(JSON.parse(localStorage.getItem('auth_user') ?? '{}')).toEqual({ username: 'admin', roles: ['admin'] })
  })

  it("reads 'Signing in...' while the sign-in is pending", async () => {
    let finish: () => void = () => undefined
    const server = fakeServer({ slowLogin: new Promise<void>((resolve) => (finish = resolve)) })
    vi.stubGlobal('fetch', server.fetch)
    const el = await mountFigure()
    const user = userEvent.setup()
    fireEvent.change(await shadow(el).findByLabelText('Username'), { target: { value: 'admin' } })
    fireEvent.change(shadow(el).getByLabelText('Password'), { target: { value: 'secret123' } })
    await user.click(shadow(el).getByRole('button', { name: 'Sign In' }))
    expect(shadow(el).getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    await act(async () => finish())
    expect(await shadow(el).findByText('Figure 42')).toBeInTheDocument()
  })

  it("shows the server's message for wrong credentials and asks for both fields", async () => {
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    const el = await mountFigure()
    const user = userEvent.setup()
    await user.click(await shadow(el).findByRole('button', { name: 'Sign In' }))
    expect(shadow(el).getByText('Username is required')).toBeInTheDocument()
    expect(shadow(el).getByText('Password is required')).toBeInTheDocument()
    expect(shadow(el).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true')
    expect(apiRequests(server.requests)).toHaveLength(0)
    fireEvent.change(shadow(el).getByLabelText('Username'), { target: { value: 'admin' } })
    fireEvent.change(shadow(el).getByLabelText('Password'), { target: { value: 'nope' } })
    await user.click(shadow(el).getByRole('button', { name: 'Sign In' }))
    expect(await shadow(el).findByRole('alert')).toHaveTextContent('Invalid username or password')
    expect(shadow(el).getByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(localStorage.getItem('auth_token')).toBeNull()
  })

  it('uses a stored session without prompting, and prompts after the server refuses it', async () => {
    storeSession('tok-1')
    restoreSession()
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    const el = await mountFigure()
    expect(await shadow(el).findByText('Figure 42')).toBeInTheDocument()

    localStorage.setItem('auth_token', 'revoked')
    const second = await mountFigure()
    // The page's session ended: every widget that follows it asks, one draws the page's prompt.
    const signedOut = async (widget: HTMLElement) => (await shadow(widget).findAllByText(/^Sign in( above to see this\.)?$/))[0]?.textContent
    expect([await signedOut(el), await signedOut(second)].sort()).toEqual(['Sign in', 'Sign in above to see this.'])
    expect(localStorage.getItem('auth_token')).toBeNull() // docs/screens.md#errors-and-messages: a refused session is cleared
  })
})

describe('one prompt for the page', () => {
  it('is drawn by the first widget to ask; the others point at it, and all show once it signs in', async () => {
    vi.stubGlobal('fetch', fakeServer().fetch)
    const widgets = [await mountFigure(), await mountFigure(), await mountFigure(), await mountFigure()]
    const [first, second] = widgets as [HTMLElement, HTMLElement]
    expect(await shadow(first).findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    for (const waiting of widgets.slice(1)) {
      expect(await shadow(waiting).findByRole('status')).toHaveTextContent('Sign in above to see this.')
      expect(shadow(waiting).queryByLabelText('Username')).toBeNull()
    }
    expect(document.body.querySelectorAll('fw-figure').length).toBe(4)
    fireEvent.change(shadow(first).getByLabelText('Username'), { target: { value: 'admin' } })
    fireEvent.change(shadow(first).getByLabelText('Password'), { target: { value: 'secret123' } })
    await userEvent.setup().click(shadow(first).getByRole('button', { name: 'Sign In' }))
    for (const widget of widgets) expect(await shadow(widget).findByText('Figure 42')).toBeInTheDocument()
    expect(second.isConnected).toBe(true)
  })

  it('passes to the next widget waiting when the widget drawing it leaves the page', async () => {
    vi.stubGlobal('fetch', fakeServer().fetch)
    const first = await mountFigure()
    const second = await mountFigure()
    expect(await shadow(second).findByText('Sign in above to see this.')).toBeInTheDocument()
    await act(async () => first.remove())
    expect(await shadow(second).findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('leaves the prompt when another tab signs in', async () => {
    vi.stubGlobal('fetch', fakeServer().fetch)
    const el = await mountFigure()
    storeSession('tok-1')
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', newValue: 'tok-1' })))
    expect(await shadow(el).findByText('Figure 42')).toBeInTheDocument()
  })
})

describe('WidgetRoot in a React app', () => {
  // The app's widgets talk to a dashboard server on another origin, whose session the page keeps.
  beforeEach(() => restoreSession('http://127.0.0.1:9/api'))

  it('reports fw-unauthorized through onEvent and can leave the prompt to the app', async () => {
    vi.stubGlobal('fetch', fakeServer().fetch)
    const events: CustomEvent[] = []
    render(
      <WidgetRoot apiBase="http://127.0.0.1:9/api" onEvent={(event) => events.push(event)} signInPrompt={false}>
        <FigureWidget />
      </WidgetRoot>,
    )
    expect(await screen.findByRole('status')).toHaveTextContent('Signed out')
    expect(events.map((event) => [event.type, event.detail])).toEqual([['fw-unauthorized', { apiBase: 'http://127.0.0.1:9/api' }]])
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull()
  })

  it("shows only the signed-out line under the element platform's own root, which has no form to draw", async () => {
    vi.stubGlobal('fetch', fakeServer().fetch)
    render(
      <PlatformWidgetRoot apiBase="http://127.0.0.1:9/api">
        <FigureWidget />
      </PlatformWidgetRoot>,
    )
    expect(await screen.findByRole('status')).toHaveTextContent('Signed out')
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull()
  })
})
