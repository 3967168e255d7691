// A port the OS says is free right now on `host`: for PORT=0 before the emulator must know where
// to post, and for tests that start the real server process on a port of their own.
import { createServer } from 'node:net'

/** Binds port 0 on `host`, reads the port the OS chose, and releases it. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, host, () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))))
    })
  })
}
