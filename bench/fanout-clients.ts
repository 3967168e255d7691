// The fan-out benchmark's dashboards: many WebSocket clients in a worker thread (its own event
// loop, so receiving does not slow the server being measured), recording when each payment
// arrives on each socket by the machine's wall clock, which the server side reads too.
import { parentPort } from 'node:worker_threads'
import WebSocket from 'ws'

export type ClientsRequest =
  | { kind: 'connect'; url: string; protocolSets: string[][] }
  | { kind: 'expect'; payments: number }
  | { kind: 'close' }

export type ClientsReply =
  | { kind: 'connected'; open: number; failed: number }
  /** Per payment id, the receipt time (epoch ms, fractional) on every socket that got it. */
  | { kind: 'received'; receipts: Record<string, number[]>; complete: boolean }
  | { kind: 'closed' }

const CONNECT_BATCH = 50
const WAIT_LIMIT_MS = 30_000
const PAYMENT_ID_KEY = '"payment_id":"'

const wallNow = () => performance.timeOrigin + performance.now()
const port = parentPort
if (!port) throw new Error('fanout-clients runs as a worker thread')

let sockets: WebSocket[] = []
let receipts: Record<string, number[]> = {}
let received = 0
let expected = Number.POSITIVE_INFINITY
let finish: (() => void) | null = null

function open(url: string, protocols: string[]): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, protocols, { perMessageDeflate: false })
    socket.on('message', (data) => {
      const at = wallNow()
      // Read by position rather than JSON.parse: a thousand dashboards share this one thread, and
      // the time measured should be the server's, not this thread's parsing.
      const text = data.toString()
      if (text.startsWith('{"type":"ping"')) {
        socket.send(JSON.stringify({ type: 'pong', timestamp: Date.now() }))
        return
      }
      const start = text.indexOf(PAYMENT_ID_KEY)
      if (start < 0) return
      const from = start + PAYMENT_ID_KEY.length
      const paymentId = text.slice(from, text.indexOf('"', from))
      ;(receipts[paymentId] ??= []).push(at)
      received++
      if (received >= expected) finish?.()
    })
    socket.once('open', () => resolve(socket))
    socket.once('error', () => resolve(null))
  })
}

port.on('message', async (request: ClientsRequest) => {
  if (request.kind === 'connect') {
    let failed = 0
    for (let start = 0; start < request.protocolSets.length; start += CONNECT_BATCH) {
      const batch = request.protocolSets.slice(start, start + CONNECT_BATCH)
      for (const socket of await Promise.all(batch.map((protocols) => open(request.url, protocols)))) {
        if (socket) sockets.push(socket)
        else failed++
      }
    }
    port.postMessage({ kind: 'connected', open: sockets.length, failed } satisfies ClientsReply)
  } else if (request.kind === 'expect') {
    expected = request.payments * sockets.length
    const complete = await new Promise<boolean>((resolve) => {
      const limit = setTimeout(() => resolve(false), WAIT_LIMIT_MS)
      finish = () => {
        clearTimeout(limit)
        resolve(true)
      }
      if (received >= expected) finish()
    })
    port.postMessage({ kind: 'received', receipts, complete } satisfies ClientsReply)
  } else {
    const closing = sockets.map((socket) => new Promise<void>((resolve) => {
      if (socket.readyState === WebSocket.CLOSED) return resolve()
      socket.once('close', () => resolve())
      socket.close()
    }))
    await Promise.all(closing)
    sockets = []
    receipts = {}
    received = 0
    expected = Number.POSITIVE_INFINITY
    finish = null
    port.postMessage({ kind: 'closed' } satisfies ClientsReply)
  }
})
