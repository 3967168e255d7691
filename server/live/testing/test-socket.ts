// A WebSocket client for tests: collects what the server sends, answers pings unless told not
// to, and exposes the close as a promise, so tests wait on events instead of sleeping.
import WebSocket from 'ws'
import type { ServerLiveMessage } from '../../../src/contract/live'

export interface TestSocket {
  socket: WebSocket
  messages: ServerLiveMessage[]
  /** Resolves with the close code once the socket is closed. */
  closed: Promise<number>
  /** Resolves with the next message of `type` not yet taken (or already received). */
  next<T extends ServerLiveMessage['type']>(type: T): Promise<Extract<ServerLiveMessage, { type: T }>>
}

export interface ConnectOptions {
  protocols?: string[]
  headers?: Record<string, string>
  /** Answer pings with pongs (default true). */
  answerPings?: boolean
}

/** A refused upgrade: the status (also in the message, `HTTP 403`) and the answer's body. */
export class UpgradeRefused extends Error {
  constructor(
    readonly status: number,
    readonly contentType: string | undefined,
    readonly body: string,
  ) {
    super(`HTTP ${status}`)
  }
}

/** Opens a socket; rejects with an UpgradeRefused when the upgrade is refused. */
export function connectSocket(url: string, options: ConnectOptions = {}): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options.protocols ?? [], { headers: options.headers, perMessageDeflate: false })
    const messages: ServerLiveMessage[] = []
    const taken = new Set<number>()
    const waiters: Array<() => void> = []
    const closed = new Promise<number>((resolveClose) =>
      socket.on('close', (code) => {
        resolveClose(code)
        for (const wake of waiters.splice(0)) wake()
      }),
    )
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerLiveMessage
      messages.push(message)
      if (message.type === 'ping' && options.answerPings !== false) socket.send(JSON.stringify({ type: 'pong', timestamp: Date.now() }))
      for (const wake of waiters.splice(0)) wake()
    })
    socket.on('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => reject(new UpgradeRefused(response.statusCode ?? 0, response.headers['content-type'], Buffer.concat(chunks).toString('utf8'))))
      response.on('error', () => reject(new UpgradeRefused(response.statusCode ?? 0, response.headers['content-type'], Buffer.concat(chunks).toString('utf8'))))
    })
    socket.on('error', (error) => reject(error))
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        closed,
        next(type) {
          return new Promise((resolveNext, rejectNext) => {
            const look = () => {
              const index = messages.findIndex((message, i) => message.type === type && !taken.has(i))
              if (index >= 0) {
                taken.add(index)
                resolveNext(messages[index] as never)
              } else if (socket.readyState >= WebSocket.CLOSING) {
                rejectNext(new Error(`closed before a ${type} message`))
              } else {
                waiters.push(look)
              }
            }
            look()
          })
        },
      }),
    )
  })
}
