// @vitest-environment jsdom
// Where a page keeps its session: the standard keys (docs/contract.md#entities) on the dashboard's own origin, one key of our own
// per dashboard server on any other origin, so nothing lands under auth_token on a host's page.
import { sessionPlaceFor } from './session-place'
import { clearStoredSession, readStoredSession, writeStoredSession } from './stored-session'

const session = { access_token: 'tok-1', expires_in: 3600, user: { username: 'dana', roles: ['user' as const], lastLoginAt: null } }

beforeEach(() => localStorage.clear())

describe('the session place', () => {
  it("is the dashboard's keys for an API on the page's own origin, and our own key for another origin", () => {
    expect(sessionPlaceFor('/api')).toEqual({ kind: 'dashboard' })
    expect(sessionPlaceFor(`${location.origin}/api`)).toEqual({ kind: 'dashboard' })
    expect(sessionPlaceFor('https://dash.example/api')).toEqual({ kind: 'embedded', serverOrigin: 'https://dash.example', key: 'fw:session:https://dash.example' })
    expect(sessionPlaceFor('https://dash.example/api', 'https://dash.example')).toEqual({ kind: 'dashboard' })
  })

  it('stores a session with another origin under one key of ours, and nothing under the standard keys', () => {
    const place = sessionPlaceFor('https://dash.example/api')
    writeStoredSession(localStorage, session, undefined, place)
    expect(Object.keys(localStorage)).toEqual(['fw:session:https://dash.example'])
    expect(localStorage.getItem('auth_token')).toBeNull()
    expect(readStoredSession(localStorage, undefined, place)).toMatchObject({ token: 'tok-1', user: { username: 'dana', roles: ['user'] } })
    // The dashboard's keys of this origin know nothing of it, and another server's place neither.
    expect(readStoredSession(localStorage)).toBeUndefined()
    expect(readStoredSession(localStorage, undefined, sessionPlaceFor('https://other.example/api'))).toBeUndefined()
    clearStoredSession(localStorage, 'someone-else', place)
    expect(readStoredSession(localStorage, undefined, place)?.token).toBe('tok-1')
    clearStoredSession(localStorage, 'tok-1', place)
    expect(Object.keys(localStorage)).toEqual([])
  })

  it('reads a damaged or expired entry as no session', () => {
    const place = sessionPlaceFor('https://dash.example/api')
    localStorage.setItem('fw:session:https://dash.example', '{not json')
    expect(readStoredSession(localStorage, undefined, place)).toBeUndefined()
    localStorage.setItem('fw:session:https://dash.example', JSON.stringify({ token: 'tok-1', expiresAt: Date.now() - 1, user: session.user }))
    expect(readStoredSession(localStorage, undefined, place)).toBeUndefined()
  })
})
