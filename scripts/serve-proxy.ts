// A small round-robin proxy for local trials of several server instances on one port (`npm run
// serve -- --instances N`): each request, and each WebSocket upgrade, goes to the next instance in
// turn; an instance that refuses the connection is skipped for the next one. It stands in for a
// real load balancer (see the README); it does no TLS, health checks or retries of a request that
// reached an instance.
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'

export interface Backend {
  host: string
  port: number
}

export interface RoundRobinProxy {
  server: Server
  port: number
  close(): Promise<void>
}

/** The request's headers with the forwarding headers a load balancer adds. */
function forwardedHeaders(incoming: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(incoming.headers)) if (value !== undefined) headers[name] = value
  const client = incoming.socket.remoteAddress ?? ''
  const prior = incoming.headers['x-forwarded-for']
  headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client
  headers['x-forwarded-proto'] ??= 'http'
  if (incoming.headers.host !== undefined) headers['x-forwarded-host'] ??= incoming.headers.host
  return headers
}

/** The raw head of an upgrade request, as the instance must receive it. */
function upgradeHead(incoming: IncomingMessage): string {
  const lines = [`${incoming.method ?? 'GET'} ${incoming.url ?? '/'} HTTP/1.1`]
  const headers = forwardedHeaders(incoming)
  for (const [name, value] of Object.entries(headers)) for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`)
  return `${lines.join('\r\n')}\r\n\r\n`
}

/** Listens on host:port (0: any free port) and spreads requests over `backends()` in turn. */
export function startRoundRobinProxy(options: { host: string; port: number; backends: () => readonly Backend[] }): Promise<RoundRobinProxy> {
  let turn = 0
  /** The backends in the order to try them for the next request. */
  const nextOrder = (): Backend[] => {
    const all = options.backends()
    if (all.length === 0) return []
    const start = turn++ % all.length
    return [...all.slice(start), ...all.slice(0, start)]
  }

  const server = createServer((incoming, outgoing) => {
    const order = nextOrder()
    const attempt = (index: number) => {
      const backend = order[index]
      if (backend === undefined) {
        outgoing.writeHead(502, { 'content-type': 'application/json' })
        outgoing.end(JSON.stringify({ success: false, error: 'INTERNAL', message: 'No server instance is reachable', details: [] }))
        return
      }
      // A connection per request: a kept-alive one to a stopped instance would fail half way
      // instead of being refused, and the request could not go to the next instance.
      const upstream = request({ host: backend.host, port: backend.port, method: incoming.method, path: incoming.url, headers: forwardedHeaders(incoming), agent: false }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(outgoing)
      })
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // Refused before anything was sent: the instance is down, try the next one.
        if (error.code === 'ECONNREFUSED' && !outgoing.headersSent) attempt(index + 1)
        else outgoing.destroy(error)
      })
      incoming.pipe(upstream)
    }
    attempt(0)
  })

  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    const order = nextOrder()
    const attempt = (index: number) => {
      const backend = order[index]
      if (backend === undefined) {
        client.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n')
        return
      }
      let connected = false
      const upstream = connect(backend.port, backend.host, () => {
        connected = true
        upstream.write(upgradeHead(incoming))
        if (head.length > 0) upstream.write(head)
        upstream.pipe(client)
        client.pipe(upstream)
        // Either side closing ends the other.
        client.once('error', () => upstream.destroy())
        client.once('close', () => upstream.destroy())
        upstream.once('close', () => client.destroy())
      })
      upstream.once('error', (error: NodeJS.ErrnoException) => {
        // Refused: the instance is down, try the next one; a connection lost later ends the client's.
        if (!connected && error.code === 'ECONNREFUSED') attempt(index + 1)
        else client.destroy()
      })
    }
    attempt(0)
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : options.port
      resolve({
        server,
        port,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
