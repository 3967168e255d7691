// The fan-out benchmark's reference: the least a server can do to turn a posted payment event into
// a broadcast — node:http reads the body, JSON.parse, the same projection, and a bare `ws`
// WebSocketServer sends it to every client. No signature, no session, no storage.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocket, WebSocketServer } from 'ws'

interface PostedEvent {
  created_at: string
  data: { object: { payment: { id: string; location_id: string; amount_money: { amount: number }; created_at: string } } }
}

export interface ReferenceServer {
  url: string
  server: Server
  close(): Promise<void>
}

/** Starts the reference on 127.0.0.1: POST / broadcasts, WebSocket upgrades on any path. */
export async function startReferenceServer(): Promise<ReferenceServer> {
  const sockets = new WebSocketServer({ noServer: true, perMessageDeflate: false })
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as PostedEvent
      const payment = event.data.object.payment
      const payload = Buffer.from(
        JSON.stringify({
          type: 'payment_received',
          payment_id: payment.id,
          location_id: payment.location_id,
          amount: payment.amount_money.amount,
          is_home_location: true,
          timestamp: new Date(payment.created_at).toISOString(),
        }),
      )
      let count = 0
      for (const client of sockets.clients) {
        if (client.readyState !== WebSocket.OPEN) continue
        client.send(payload, { binary: false })
        count++
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ received: true, broadcast: { connectionCount: count } }))
    })
  })
  server.on('upgrade', (request, socket, head) => {
    sockets.handleUpgrade(request, socket, head, (client) => sockets.emit('connection', client, request))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
