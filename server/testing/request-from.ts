// HTTP requests from a chosen local address. Every 127.x.y.z address is this machine, so a test or
// a bench can be several clients at once against a server on 127.0.0.1 — as the server tells
// clients apart, by the connection's address — with no proxy headers and no second machine.
import { request } from 'node:http'

export interface AnswerFrom {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
}

/** Sends `method url` with an optional JSON body from `localAddress` (e.g. 127.0.0.2). */
export function requestFrom(localAddress: string, method: string, url: string, json?: unknown): Promise<AnswerFrom> {
  const body = json === undefined ? undefined : JSON.stringify(json)
  return new Promise((resolve, reject) => {
    // A connection of its own per request (no keep-alive): no reuse of a socket the server is closing.
    const req = request(url, { method, localAddress, agent: false, headers: body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}
