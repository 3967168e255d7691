// @vitest-environment jsdom
// A widget on a host page: with a host's embed token it renews the token before it ends and keeps
// its content on screen throughout (the same nodes, no loading state); a refused embed token is
// said so, with no sign-in form; and before offering a form the widget names a wrong api-base or
// an origin the server refuses. Hosts hear fw-ready, fw-error and fw-token-expiring.
import { act, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import * as z from 'zod/mini'
import { unreachableMessage } from '../api/server-check'
import { restoreSession } from '../stores/session'
import type { FwEvent } from './events'
import { TOKEN_REFUSED } from './setup-notices'
import { useWidgetApi } from './widget-api'
import { WidgetRoot } from './widget-root'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const API = 'https://dash.example/api'
const figureSchema = z.object({ success: z.literal(true), data: z.object({ figure: z.number() }) })

/** Asks for the figure on mount and again on each click of Again; counts its own mounts. */
let mounts = 0
function Figure() {
  const api = useWidgetApi()
  const [text, setText] = useState('Loading...')
  const [asks, setAsks] = useState(0)
  useEffect(() => {
    mounts += 1
  }, [])
  useEffect(() => {
    api.get('/figure', figureSchema).then(
      (answer) => setText(`Figure ${answer.data.figure} (${asks})`),
      (error: Error) => setText(error.message),
    )
  }, [api, asks])
  return (
    <div>
      <p>{text}</p>
      <button type="button" onClick={() => setAsks((n) => n + 1)}>
        Again
      </button>
    </div>
  )
}

/** A prompt stand-in: the root only needs something to draw. */
const Prompt = () => <p>The sign-in form</p>

interface Seen {
  path: string
  authorization: string | undefined
}

/** A dashboard server: embed tokens fwe_1 → fwe_2 lasting `lifetime` s; `standing` for the check. */
function server(options: { lifetime?: number; refused?: string[]; standing?: string; down?: boolean } = {}) {
  const seen: Seen[] = []
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (options.down) throw new TypeError('Failed to fetch')
    const headers = (init.headers ?? {}) as Record<string, string>
    const path = new URL(String(input)).pathname.replace(/^\/api/, '')
    const token = headers.Authorization?.replace('Bearer ', '')
    seen.push({ path, authorization: headers.Authorization })
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })
    if (path === '/embed/check') return json(200, { success: true, data: { service: 'fireworks-dashboard', origin: location.origin, standing: options.standing ?? 'allowed' } })
    if (token === undefined || options.refused?.includes(token)) return json(401, { success: false, error: 'UNAUTHORIZED', message: 'ended' })
    const described = (access: string) => ({ success: true, data: { access_token: access, token_type: 'embed', expires_in: options.lifetime ?? 900, locationIds: ['L1'], origins: [location.origin] } })
    if (path === '/embed/tokens/current') return json(200, described(token))
    if (path === '/embed/tokens/refresh') return json(200, described(`fwe_${Number(token.slice(4)) + 1}`))
    return json(200, { success: true, data: { figure: 42 } })
  }) as typeof fetch
  return { fetch: fetchImpl, seen }
}

beforeEach(() => {
  mounts = 0
  localStorage.clear()
  restoreSession(API)
})

describe('a widget with a host’s embed token', () => {
  it('renews the token before it ends without remounting or a loading state, and later requests carry the new one', async () => {
    const api = server({ lifetime: 1 })
    const events: FwEvent[] = []
    const texts: string[] = []
    render(
      <WidgetRoot apiBase={API} token="fwe_1" fetch={api.fetch} signInView={Prompt} onEvent={(event) => events.push(event)}>
        <Figure />
      </WidgetRoot>,
    )
    const shown = await screen.findByText('Figure 42 (0)')
    const observer = new MutationObserver(() => texts.push(document.body.textContent ?? ''))
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    // A one-second token is renewed at 750 ms.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_000)))
    expect(api.seen.find((request) => request.path === '/embed/tokens/refresh')).toEqual({ path: '/embed/tokens/refresh', authorization: 'Bearer fwe_1' })
    await act(async () => screen.getByRole('button', { name: 'Again' }).click())
    expect(await screen.findByText('Figure 42 (1)')).toBe(shown)
    observer.disconnect()
    // The first figure went with the host's token, the second with a successor.
    const figureTokens = api.seen.filter((request) => request.path === '/figure').map((request) => request.authorization)
    expect(figureTokens[0]).toBe('Bearer fwe_1')
    expect(figureTokens[1]).toMatch(/^Bearer fwe_[2-9]$/)
    expect(mounts).toBe(1)
    expect(texts.every((text) => text.includes('Figure 42'))).toBe(true)
    // Ready once; told before each renewal (a one-second token may have been renewed twice by now).
    expect(events[0]?.type).toBe('fw-ready')
    expect(events.slice(1).length).toBeGreaterThan(0)
    expect(events.slice(1).every((event) => event.type === 'fw-token-expiring')).toBe(true)
  })

  it('says a refused embed token is refused, tells the host, and offers no sign-in form', async () => {
    const api = server({ refused: ['fwe_1'] })
    const events: FwEvent[] = []
    render(
      <WidgetRoot apiBase={API} token="fwe_1" fetch={api.fetch} signInView={Prompt} onEvent={(event) => events.push(event)}>
        <Figure />
      </WidgetRoot>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(TOKEN_REFUSED)
    expect(screen.queryByText('The sign-in form')).toBeNull()
    const error = events.find((event) => event.type === 'fw-error')
    expect(error?.detail).toEqual({ code: 'token-refused', message: TOKEN_REFUSED })
  })
})

describe('a signed-out widget on a host page', () => {
  it('names an origin the server refuses before any form, and tells the host', async () => {
    const api = server({ standing: 'refused' })
    const events: FwEvent[] = []
    render(
      <WidgetRoot apiBase={API} fetch={api.fetch} signInView={Prompt} onEvent={(event) => events.push(event)}>
        <Figure />
      </WidgetRoot>,
    )
    const message = `The dashboard server at https://dash.example does not accept requests from this page: add ${location.origin} to the dashboard server's FW_ALLOWED_ORIGINS.`
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.queryByText('The sign-in form')).toBeNull()
    expect(events.filter((event) => event.type === 'fw-error').map((event) => event.detail)).toEqual([{ code: 'origin-refused', message }])
  })

  it('says no dashboard server answers at a wrong api-base', async () => {
    restoreSession('https://dash.example/apii')
    render(
      <WidgetRoot apiBase="https://dash.example/apii" fetch={server({ down: true }).fetch} signInView={Prompt}>
        <Figure />
      </WidgetRoot>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(unreachableMessage('https://dash.example/apii'))
  })

  it('offers the form once the server accepts the page', async () => {
    const api = server()
    render(
      <WidgetRoot apiBase={API} fetch={api.fetch} signInView={Prompt}>
        <Figure />
      </WidgetRoot>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Checking the dashboard server…')
    expect(await screen.findByText('The sign-in form')).toBeInTheDocument()
    expect(api.seen.map((request) => request.path)).toEqual(['/embed/check'])
  })
})
