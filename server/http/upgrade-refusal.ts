// A refused WebSocket upgrade answered in full. @hono/node-server writes a refused upgrade itself
// as a bare status line with `Content-Length: 0`, dropping the app's JSON error body, so a client
// could not tell a bad origin (403) from an ended session (401) by more than the number. Here the
// app's answer is written to the socket as it is, body included, before the adapter looks.
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

/** Headers that describe the connection rather than the answer; this writer sets its own. */
const CONNECTION_HEADERS = new Set(['connection', 'content-length', 'keep-alive', 'transfer-encoding', 'upgrade'])

/** Writes `response` (status, headers, body) to the raw socket and closes it. */
export async function writeRefusal(socket: Duplex, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  const lines = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`]
  response.headers.forEach((value, name) => {
    if (!CONNECTION_HEADERS.has(name.toLowerCase())) lines.push(`${name}: ${value}`)
  })
  lines.push('Connection: close', `Content-Length: ${body.byteLength}`, '', '')
  await new Promise<void>((done) => {
    socket.once('close', () => done())
    socket.end(Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), body]), () => done())
  })
  // Destroyed, the adapter sees the upgrade as dealt with and writes nothing after it.
  socket.destroy()
}

/** What @hono/node-server passes a fetch beside the request (HttpBindings; no `outgoing` on an upgrade). */
interface NodeBindings {
  incoming?: IncomingMessage
  outgoing?: ServerResponse
}

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>

/**
 * Wraps the app's fetch for @hono/node-server: an upgrade request (it comes without `outgoing`)
 * that the app refused (a 3xx, 4xx or 5xx; a granted upgrade answers 200 and hands the socket on)
 * gets its whole answer written.
 */
export function withFullUpgradeRefusals(fetch: Fetch): Fetch {
  return async (request, env) => {
    const response = await fetch(request, env)
    const { incoming, outgoing } = (env ?? {}) as NodeBindings
    const isUpgrade = incoming !== undefined && outgoing === undefined && incoming.headers.upgrade?.toLowerCase() === 'websocket'
    if (isUpgrade && response.status >= 300 && !incoming.socket.destroyed) await writeRefusal(incoming.socket, response)
    return response
  }
}
