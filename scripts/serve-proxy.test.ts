// The local trial's round-robin proxy: requests and WebSocket upgrades take turns over the
// instances, an instance that refuses connections is skipped, and the forwarding headers a load
// balancer adds arrive.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import WebSocket, { WebSocketServer } from 'ws'
import { startRoundRobinProxy, type Backend, type RoundRobinProxy } from './serve-proxy'

interface FakeInstance {
  name: string
  server: Server
  port: number
}

/** An instance that answers with its name, and greets WebSockets with it. */
async function fakeInstance(name: string): Promise<FakeInstance> {
  const sockets = new WebSocketServer({ noServer: true })
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ name, forwardedFor: request.headers['x-forwarded-for'] ?? null, path: request.url }))
  })
  server.on('upgrade', (request, socket, head) => sockets.handleUpgrade(request, socket, head, (ws) => ws.send(name)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { name, server, port: (server.address() as AddressInfo).port }
}

let instances: FakeInstance[] = []
let proxy: RoundRobinProxy
let backends: Backend[] = []
beforeEach(async () => {
  instances = [await fakeInstance('one'), await fakeInstance('two')]
  backends = instances.map((instance) => ({ host: '127.0.0.1', port: instance.port }))
  proxy = await startRoundRobinProxy({ host: '127.0.0.1', port: 0, backends: () => backends })
})
afterEach(async () => {
  await proxy.close()
  for (const instance of instances) {
    instance.server.closeAllConnections()
    await new Promise<void>((resolve) => instance.server.close(() => resolve()))
  }
})

const get = async (path: string) => (await (await fetch(`http://127.0.0.1:${proxy.port}${path}`)).json()) as { name: string; forwardedFor: string | null; path: string }

function greeting(): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${proxy.port}/api/ws/fireworks`)
    socket.once('message', (data) => {
      resolve(data.toString())
      socket.close()
    })
    socket.once('error', reject)
  })
}

describe('the round-robin proxy', () => {
  it('sends requests to the instances in turn, with the path and a forwarding header', async () => {
    const answers = [await get('/api/health?x=1'), await get('/api/health'), await get('/api/health')]
    expect(answers.map((answer) => answer.name)).toEqual(['one', 'two', 'one'])
    expect(answers[0]).toMatchObject({ path: '/api/health?x=1', forwardedFor: '127.0.0.1' })
  })

  it('passes WebSocket upgrades through, in turn too', async () => {
    expect([await greeting(), await greeting(), await greeting()]).toEqual(['one', 'two', 'one'])
  })

  it('skips an instance that refuses connections', async () => {
    const gone = instances[0]!
    gone.server.closeAllConnections()
    await new Promise<void>((resolve) => gone.server.close(() => resolve()))
    instances = instances.slice(1)
    expect([(await get('/')).name, (await get('/')).name]).toEqual(['two', 'two'])
    expect([await greeting(), await greeting()]).toEqual(['two', 'two'])
  })
})
