// @vitest-environment jsdom
import { act } from 'react'
import { fireEvent, within } from '@testing-library/react'
import './sign-in.element'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const user = { username: 'admin', roles: ['admin'] }

function fakeServer() {
  const calls: Array<{ url: string; method: string; authorization: string | undefined }> = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>
    // The public check the prompt makes first: a page of the dashboard's own origin.
    if (String(input).endsWith('/embed/check')) return new Response(JSON.stringify({ success: true, data: { service: 'fireworks-dashboard', origin: null, standing: 'no-origin' } }))
    calls.push({ url: String(input), method: init?.method ?? 'GET', authorization: headers.Authorization })
    if (String(input).endsWith('/auth/login')) {
      return new Response(JSON.stringify({ success: true, data: { access_token: 'tok-9', expires_in: 3600, user } }))
    }
    return new Response(JSON.stringify({ success: true, data: { loggedOut: true } }))
  })
  return { fetch, calls }
}

async function mount(): Promise<HTMLElement> {
  const el = document.createElement('fw-sign-in')
  await act(async () => document.body.append(el))
  return el
}

function inside(el: HTMLElement) {
  return within(el.shadowRoot?.querySelector<HTMLElement>('.fw-root') as HTMLElement)
}

afterEach(async () => {
  await act(async () => document.body.replaceChildren())
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('fw-sign-in', () => {
  it('signs in, says who is signed in and tells the page with fw-signed-in', async () => {
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    const signedIn = vi.fn()
    window.addEventListener('fw-signed-in', signedIn)
    const el = await mount()
    fireEvent.change(await inside(el).findByLabelText('Username'), { target: { value: 'admin' } })
    fireEvent.change(inside(el).getByLabelText('Password'), { target: { value: 'secret123' } })
    await act(async () => fireEvent.click(inside(el).getByRole('button', { name: 'Sign In' })))
    window.removeEventListener('fw-signed-in', signedIn)
    expect(await inside(el).findByRole('status')).toHaveTextContent('Signed in as admin')
    expect(signedIn).toHaveBeenCalledTimes(1)
    expect((signedIn.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ username: 'admin' })
    expect(localStorage.getItem('auth_token')).toBe('tok-9')
  })

  it('shows a stored session at once, and signs out: logout call, storage cleared, fw-signed-out', async () => {
    localStorage.setItem('auth_token', 'tok-9')
    localStorage.setItem('auth_token_expiry', String(Date.now() + 60_000))
    localStorage.setItem('auth_user', JSON.stringify(user))
    const server = fakeServer()
    vi.stubGlobal('fetch', server.fetch)
    const signedOut = vi.fn()
    document.addEventListener('fw-signed-out', signedOut)
    const el = await mount()
    expect(inside(el).getByRole('status')).toHaveTextContent('Signed in as admin')
    await act(async () => fireEvent.click(inside(el).getByRole('button', { name: 'Sign out' })))
    document.removeEventListener('fw-signed-out', signedOut)
    expect(await inside(el).findByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(server.calls).toEqual([{ url: `${location.origin}/api/auth/logout`, method: 'POST', authorization: 'Bearer tok-9' }])
    expect(localStorage.getItem('auth_token')).toBeNull()
    expect(signedOut).toHaveBeenCalledTimes(1)
  })
})
