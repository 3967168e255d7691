// A request that got no answer says why in words a page owner can act on.
import { createApiClient } from './client'
import { OriginRefusedError, ServerUnreachableError } from './unreachable'
import * as z from 'zod/mini'

const schema = z.unknown()

/** A fetch that fails CORS requests but lets no-cors probes through, like a browser on a refused origin. */
function corsRefusingFetch(probes: string[]) {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.mode === 'no-cors') {
      probes.push(String(input))
      return new Response(null, { status: 200 })
    }
    throw new TypeError('Failed to fetch')
  }) as typeof fetch
}

const downFetch = (async () => {
  throw new TypeError('Failed to fetch')
}) as typeof fetch

describe('a request that gets no answer', () => {
  beforeEach(() => vi.stubGlobal('location', { origin: 'http://intranet.example' }))
  afterEach(() => vi.unstubAllGlobals())

  it("names the setting to change when the server answers but refuses the page's origin", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const probes: string[] = []
    const api = createApiClient({ apiBase: 'http://dash.example:8787/api', token: 't', fetch: corsRefusingFetch(probes) })
    const failure = api.get('/square/locations', schema)
    await expect(failure).rejects.toBeInstanceOf(OriginRefusedError)
    await expect(api.get('/square/stats', schema)).rejects.toThrow(
      "The dashboard server at http://dash.example:8787 does not accept requests from this page: add http://intranet.example to the dashboard server's FW_ALLOWED_ORIGINS.",
    )
    expect(probes).toEqual(['http://dash.example:8787/api/health', 'http://dash.example:8787/api/health'])
    // Ten widgets on a page say it once in the console.
    expect(errors.mock.calls.filter(([text]) => String(text).includes('FW_ALLOWED_ORIGINS'))).toHaveLength(1)
    errors.mockRestore()
  })

  it('says the server did not answer when even the probe fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const api = createApiClient({ apiBase: 'http://down.example/api', token: 't', fetch: downFetch })
    await expect(api.get('/square/locations', schema)).rejects.toBeInstanceOf(ServerUnreachableError)
  })

  it('does not blame CORS for a server on the same origin', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const probes: string[] = []
    const api = createApiClient({ apiBase: 'http://intranet.example/api', token: 't', fetch: corsRefusingFetch(probes) })
    await expect(api.get('/square/locations', schema)).rejects.toBeInstanceOf(ServerUnreachableError)
    expect(probes).toEqual([])
  })

  it('passes an abort on as it is', async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError')
    const api = createApiClient({ apiBase: 'http://dash.example/api', token: 't', fetch: (async () => Promise.reject(aborted)) as typeof fetch })
    await expect(api.get('/square/locations', schema)).rejects.toBe(aborted)
  })
})
