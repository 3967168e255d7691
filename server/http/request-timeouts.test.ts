// Clients on a raw socket against the real listening server: one that trickles its body a byte at a
// time, one that trickles its headers, and ones whose URL or headers are over Node's 16 KiB. The
// slow ones are cut off once FW_REQUEST_TIMEOUT_MS has passed, not after Node's five minutes, and
// every refusal Node makes before the app sees the request still comes in the API error shape.
import { connect, type Socket } from 'node:net'
import { apiErrorSchema } from '../../src/contract/envelope'
import { startServer, type RunningServer } from '../index'
import { createTestContext, type TestContext } from '../testing/test-app'

const TIMEOUT_MS = 2_000
const TRICKLE_EVERY_MS = 5_000

let t: TestContext
let server: RunningServer
beforeAll(async () => {
  t = await createTestContext({ env: { FW_REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } })
  server = await startServer({ config: t.deps.config, deps: t.deps, port: 0 })
})
afterAll(async () => {
  await server?.close()
  await t?.close()
})

interface Exchange {
  /** Everything the server sent before it closed the connection. */
  received: string
  /** Milliseconds from the first byte sent to the connection's close. */
  closedAfterMs: number
}

/** Sends `head` at once, then one byte of `trickle` every TRICKLE_EVERY_MS, until the server closes. */
function exchange(head: string, trickle = ''): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(server.port, '127.0.0.1')
    let received = ''
    let started = 0
    let next = 0
    let timer: NodeJS.Timeout | undefined
    const sendNext = () => {
      if (next < trickle.length && !socket.destroyed) socket.write(trickle[next++]!)
      timer = setTimeout(sendNext, TRICKLE_EVERY_MS)
    }
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('error', () => undefined) // a reset after the answer is a close like any other
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ received, closedAfterMs: Date.now() - started })
    })
    socket.on('connect', () => {
      started = Date.now()
      socket.write(head)
      if (trickle !== '') sendNext()
    })
    setTimeout(() => reject(new Error(`still open after 20 s; received: ${received}`)), 20_000).unref()
  })
}

/** The status and the JSON body of a raw HTTP answer. */
function parsed(raw: string): { status: number; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n')
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body: JSON.parse(body) }
}

describe('a slow or oversized request', () => {
  it('is cut off within the timeout when its body trickles in one byte every 5 s', async () => {
    const body = JSON.stringify({ username: 'admin', password: 'trickled-password' })
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`
    const result = await exchange(head, body)
    // Cut before the second byte's turn: a server waiting for the whole body would still be reading.
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS)
    expect(result.closedAfterMs).toBeLessThan(TRICKLE_EVERY_MS)
    const answer = parsed(result.received)
    expect(answer.status).toBe(408)
    expect(apiErrorSchema.parse(answer.body)).toEqual({ success: false, error: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive', details: [] })
    // A client too slow is no failure of the server's: nothing at error level.
    await vi.waitFor(() => expect(t.log.lines.some((line) => line.includes('"event":"request.aborted"'))).toBe(true))
    expect(t.log.lines.filter((line) => line.includes('"level":"error"'))).toEqual([])
  })

  it('is cut off within the timeout when its headers trickle in', async () => {
    const result = await exchange('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n\r\n')
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS)
    expect(result.closedAfterMs).toBeLessThan(TRICKLE_EVERY_MS)
    expect(parsed(result.received)).toMatchObject({ status: 408, body: { success: false, error: 'REQUEST_TIMEOUT' } })
  })

  it('answers a URL over 16 KiB with the error shape', async () => {
    const result = await exchange(`GET /api/square/locations?city=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
    const answer = parsed(result.received)
    expect(answer.status).toBe(431)
    expect(apiErrorSchema.parse(answer.body)).toEqual({ success: false, error: 'HEADERS_TOO_LARGE', message: "The request's URL and headers are too large", details: [] })
  })

  it('answers headers over 16 KiB with the error shape', async () => {
    const result = await exchange(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'b'.repeat(17 * 1024)}\r\n\r\n`)
    expect(parsed(result.received)).toMatchObject({ status: 431, body: { success: false, error: 'HEADERS_TOO_LARGE' } })
  })

  it('answers bytes that are not HTTP with the error shape', async () => {
    const result = await exchange('HELLO THERE\r\n\r\n')
    expect(parsed(result.received)).toMatchObject({ status: 400, body: { success: false, error: 'VALIDATION_ERROR', message: 'The request is not valid HTTP' } })
  })

  it('still answers a request that arrives in time', async () => {
    const result = await exchange('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    expect(parsed(result.received).status).toBe(200)
  })
})
