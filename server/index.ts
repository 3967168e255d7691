// The only place that opens a port: serves the app with @hono/node-server, whose built-in
// WebSocket upgrade the live hub plugs into through `websocket`. A client must send its request
// within FW_REQUEST_TIMEOUT_MS (Node's default waits five minutes for a body, a connection held
// open all that time by a client trickling bytes), and what Node refuses before the app sees it
// answers in the API error shape (./http/client-errors.ts).
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type WebSocketServerLike } from '@hono/node-server'
import { createApp, type App } from './app'
import type { Config } from './config'
import type { AppDeps } from './env'
import { answerClientError } from './http/client-errors'
import { withFullUpgradeRefusals } from './http/upgrade-refusal'

export interface StartServerOptions {
  config: Config
  deps: AppDeps
  /** Overrides config.PORT (0 picks a free port). */
  port?: number
  /** A `ws` server created with { noServer: true }; upgrades on the port are handed to it. */
  websocket?: { server: WebSocketServerLike }
  /** The app to serve; built from deps when absent. */
  app?: App
}

export interface RunningServer {
  /** Where the server listens, e.g. http://127.0.0.1:8787 */
  url: string
  port: number
  /** The Node HTTP server, for anything that must attach to it. */
  server: Server
  app: App
  /**
   * Stops accepting connections and resolves once the open ones are done: requests in flight (a
   * body still arriving included) are answered within `graceMs`, then what is left is cut.
   */
  close(graceMs?: number): Promise<{ cut: number }>
}

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}

/** How long close() lets requests in flight finish by default (tests, tools): a stop signal passes FW_SHUTDOWN_GRACE_MS. */
const CLOSE_GRACE_MS = 3_000

/**
 * Node's limits on a request's arrival: the whole request, headers and body, within the timeout.
 * Node looks for late requests on an interval (30 s by default); a tenth of the timeout, at most a
 * second, cuts a slow client off close to the timeout itself.
 */
export function requestLimits(timeoutMs: number) {
  return {
    headersTimeout: timeoutMs,
    requestTimeout: timeoutMs,
    connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(timeoutMs / 10))),
  }
}

/** Listens on HOST:PORT and resolves once the port is open. */
export function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config, deps } = options
  const app = options.app ?? createApp(deps)
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        // A refused WebSocket upgrade keeps its JSON error body (the adapter would send none).
        fetch: withFullUpgradeRefusals(app.fetch),
        port: options.port ?? config.PORT,
        hostname: config.HOST,
        serverOptions: requestLimits(config.FW_REQUEST_TIMEOUT_MS),
        ...(options.websocket ? { websocket: options.websocket } : {}),
      },
      (info: AddressInfo) => {
        server.off('error', reject)
        resolve({
          url: `http://${hostForUrl(config.HOST)}:${info.port}`,
          port: info.port,
          server,
          app,
          close: (graceMs = CLOSE_GRACE_MS) =>
            new Promise<{ cut: number }>((done, fail) => {
              let cut = 0
              // A client that keeps sending on a kept-alive connection would hold close() open
              // for ever: after the grace for answers in flight, its connection goes too.
              const grace = setTimeout(() => {
                server.getConnections((_, count) => {
                  cut = count
                  server.closeAllConnections()
                })
              }, graceMs)
              grace.unref()
              server.close((error) => {
                clearTimeout(grace)
                if (error) fail(error)
                else done({ cut })
              })
              server.closeIdleConnections()
            }),
        })
      },
    ) as Server
    server.on('clientError', (error: NodeJS.ErrnoException, socket) => answerClientError(error, socket, deps.log))
    server.once('error', reject)
  })
}
