// The check a widget makes before offering a sign-in form names what is wrong: no dashboard server
// at the api-base, the page's origin refused (with the setting to change), or an origin allowed
// for embed tokens only.
import { checkServer, unreachableMessage } from './server-check'

const answer = (standing: string) => (async () => new Response(JSON.stringify({ success: true, data: { service: 'fireworks-dashboard', origin: 'https://intranet.example', standing } }))) as typeof fetch
const PAGE = 'https://intranet.example'
const API = 'https://dash.example/api'

describe('the server check', () => {
  it('passes a page the server allows', async () => {
    expect(await checkServer(API, answer('allowed'), PAGE)).toEqual({ status: 'ok', standing: 'allowed' })
    expect(await checkServer(API, answer('dashboard'), PAGE)).toEqual({ status: 'ok', standing: 'dashboard' })
  })

  it('names the setting for an origin the server refuses', async () => {
    expect(await checkServer(API, answer('refused'), PAGE)).toEqual({
      status: 'origin-refused',
      message: "The dashboard server at https://dash.example does not accept requests from this page: add https://intranet.example to the dashboard server's FW_ALLOWED_ORIGINS.",
    })
  })

  it('says a page allowed for embed tokens only needs one', async () => {
    const check = await checkServer(API, answer('embed-tokens'), PAGE)
    expect(check.status).toBe('embed-token-required')
    expect(check).toMatchObject({ message: expect.stringContaining('POST /api/embed/tokens') })
  })

  it('says no dashboard server answers when nothing does, when the answer is not found, or is not ours', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    const notFound = (async () => new Response('<html>Not found</html>', { status: 404 })) as typeof fetch
    const someoneElse = (async () => new Response(JSON.stringify({ hello: 'world' }))) as typeof fetch
    for (const fetchImpl of [failing, notFound, someoneElse]) {
      expect(await checkServer('https://dash.example/apii', fetchImpl, PAGE)).toEqual({ status: 'server-unreachable', message: unreachableMessage('https://dash.example/apii') })
    }
    expect(unreachableMessage('https://dash.example/apii')).toBe("No dashboard server answers at https://dash.example/apii. Check the widget's api-base and that the server is running.")
  })
})
