import { createServer } from 'node:net'
import { freePort } from '../free-port'
import { waitForListener } from './wait-for-listener'

describe('waiting for a webhook receiver', () => {
  it('resolves once the port accepts connections, not before', async () => {
    const port = await freePort()
    let settled = false
    const waiting = waitForListener(`http://127.0.0.1:${port}/api/square/webhook`, { everyMs: 20 }).then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(settled).toBe(false)
    const server = createServer((socket) => socket.end())
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    try {
      await waiting
      expect(settled).toBe(true)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('gives up when told to', async () => {
    const port = await freePort()
    const controller = new AbortController()
    const waiting = waitForListener(`http://127.0.0.1:${port}/`, { everyMs: 10, signal: controller.signal })
    controller.abort()
    await expect(waiting).rejects.toThrow()
  })
})
