// For `npm run emulator --webhooks URL`: the receiver may start after the emulator (or restart), and
// a webhook posted to a closed port only fails. This resolves once something accepts connections
// at the URL's host and port, so the timed webhooks begin when there is someone to receive them.
import { connect } from 'node:net'

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port })
    const done = (open: boolean) => {
      socket.destroy()
      resolve(open)
    }
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
    socket.setTimeout(2_000, () => done(false))
  })
}

/** Resolves once `url`'s host and port accept a connection, trying every `everyMs`; rejects when `signal` aborts. */
export async function waitForListener(url: string, options: { everyMs?: number; signal?: AbortSignal } = {}): Promise<void> {
  const target = new URL(url)
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80))
  const host = target.hostname.replace(/^\[|\]$/g, '')
  for (;;) {
    options.signal?.throwIfAborted()
    if (await accepts(host, port)) return
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 500))
  }
}
