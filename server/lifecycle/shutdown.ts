// Stopping without dropping what was asked (SIGTERM from an orchestrator, Ctrl+C from a person):
// readiness turns 503 at once; after SIGTERM the port keeps serving for FW_SHUTDOWN_DELAY_MS, so
// load balancers see it and send nothing new; then the port stops accepting, WebSockets close
// with 1001 (going away), a running hydration ends after the page in hand is saved (the next start
// resumes it), and every request already received is answered — a body still arriving included —
// within FW_SHUTDOWN_GRACE_MS, after which what is left is cut. Then the Square side and the
// database close, and the process exits 0.
import type { Config } from '../config'
import type { LiveServices } from '../live/deps'
import type { Logger } from '../log'
import type { SquareServices } from '../square/deps'
import type { Readiness } from './readiness'

export interface Stoppable {
  config: Pick<Config, 'FW_SHUTDOWN_GRACE_MS' | 'FW_SHUTDOWN_DELAY_MS'>
  /** The live hub and the Square data path, each when it runs. */
  deps: { live?: LiveServices | undefined; square?: SquareServices | undefined }
  readiness: Readiness
  log: Logger
  /** The open port (server/index.ts): stops accepting, answers what is in flight within graceMs. */
  server: { close(graceMs: number): Promise<{ cut: number }> }
  /** The Square side (the emulator, the hydration worker) and the timers, closed after the drain. */
  closeSquare(): Promise<void>
  stopTimers(): void
  /** The database, last. */
  closeStore(): Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Drains and closes everything; resolves when the process may exit. */
export async function drainAndStop(parts: Stoppable, signal: NodeJS.Signals): Promise<void> {
  const { config, deps, readiness, log, server } = parts
  const started = Date.now()
  readiness.stopping()
  // A person pressing Ctrl+C has no load balancer to warn.
  const delayMs = signal === 'SIGTERM' ? config.FW_SHUTDOWN_DELAY_MS : 0
  log.info('server.stopping', { signal, delayMs, graceMs: config.FW_SHUTDOWN_GRACE_MS })
  if (delayMs > 0) await sleep(delayMs)
  const graceLeft = Math.max(0, config.FW_SHUTDOWN_GRACE_MS - (Date.now() - started))
  // Open WebSockets would keep the server's close waiting: they go first, with 1001.
  deps.live?.close()
  parts.stopTimers()
  const [closed] = await Promise.all([server.close(graceLeft), deps.square?.hydration.stop(graceLeft)])
  if (closed.cut > 0) log.warn('server.requests_cut', { count: closed.cut, graceMs: config.FW_SHUTDOWN_GRACE_MS })
  await parts.closeSquare()
  await parts.closeStore()
  log.info('server.stopped', { signal, elapsedMs: Date.now() - started })
}
