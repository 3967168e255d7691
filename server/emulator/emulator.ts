// Starts the Square emulator: the demo season served over HTTP on loopback, optionally sending
// signed payment.created webhooks at the pace the demo season itself would ring them
// (src/demo/live-pace.ts): busiest on the Fourth's afternoon, quiet at night, at the stands that
// sell most.
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { systemClock, type Clock } from '../../src/clock/clock'
import { nextDemoPaymentDelay, pickDemoPaymentLocation, type DemoOptions } from '../../src/demo'
import { createEmulatorApp } from './app'
import { OrderSearch } from './order-search'
import { createFailureInjector } from './rate-limit'
import { EmulatorStore } from './store'
import { LivePayments, type SentPaymentWebhook, type WebhookTarget } from './webhook'

export interface EmulatorOptions {
  /** Loopback only by default. */
  host?: string
  /** 0 (the default) picks a free port. */
  port?: number
  demo?: DemoOptions
  /** The bearer token clients must send. */
  accessToken: string
  /** "Now" for the emulator: orders created later are not there yet; live payments happen now. */
  clock?: Clock
  /** Share of /v2 requests answered 429 RATE_LIMITED, 0 to 1 (spread evenly by request count). */
  failureRate?: number
  /**
   * Where signed payment.created webhooks go. With busiestGapMs > 0 they are also sent on their
   * own, one every busiestGapMs on average at the season's busiest hour and fewer at quieter ones,
   * from when `startAfter` settles (the receiving server listens) or at once when there is none.
   */
  webhook?: WebhookTarget & { busiestGapMs?: number; startAfter?: PromiseLike<unknown> }
  /** The randomness of the timed webhooks' gaps and stands (tests pin it); Math.random by default. */
  random?: () => number
  /** Told about a timed webhook's delivery (default: a warning when it fails). */
  onWebhookSent?: (sent: SentPaymentWebhook) => void
}

export interface RunningEmulator {
  /** Base URL for the Square SDK, e.g. http://127.0.0.1:41234 (the geocoder is at {url}/geocode). */
  url: string
  port: number
  accessToken: string
  store: EmulatorStore
  /** Changes the share of 429 answers from now on. */
  setFailureRate(rate: number): void
  /** Requests made to /v2 so far (those answered 429 included). */
  readonly requestCount: number
  /** Makes a payment now (at a location, else a random ACTIVE one) and sends its webhook if a target is set. */
  sendPaymentWebhook(locationId?: string): Promise<SentPaymentWebhook>
  close(): Promise<void>
}

export interface EmulatorParts {
  app: ReturnType<typeof createEmulatorApp>
  store: EmulatorStore
  failures: ReturnType<typeof createFailureInjector>
  live: LivePayments
}

/** The emulator without a port: its app (for app.request in tests) and its parts. */
export function buildEmulator(options: EmulatorOptions, loaded?: EmulatorStore): EmulatorParts {
  if (options.accessToken.length === 0) throw new RangeError('The emulator needs a non-empty access token')
  const clock = options.clock ?? systemClock
  const store = loaded ?? new EmulatorStore(options.demo ?? {})
  const search = new OrderSearch(store)
  const failures = createFailureInjector(options.failureRate ?? 0)
  const live = new LivePayments(store, clock, options.webhook)
  const app = createEmulatorApp({ store, search, clock, accessToken: options.accessToken, failures, live })
  return { app, store, failures, live }
}

export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1'
  // Loaded a season at a time, so the process starting it stays responsive meanwhile.
  const { app, store, failures, live } = buildEmulator(options, await EmulatorStore.load(options.demo ?? {}))

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () => {
      started.off('error', reject)
      resolve(started)
    })
    started.once('error', reject)
  })
  const port = (server.address() as AddressInfo).port
  const report =
    options.onWebhookSent ??
    ((sent: SentPaymentWebhook) => {
      if (sent.status === null || sent.status >= 300) {
        console.warn(`Webhook to ${options.webhook?.url ?? ''} failed: ${sent.error ?? `HTTP ${String(sent.status)}`}`)
      }
    })
  const busiestGapMs = options.webhook?.busiestGapMs ?? 0
  const clock = options.clock ?? systemClock
  const random = options.random ?? Math.random
  const demo = options.demo ?? {}
  let timer: ReturnType<typeof setTimeout> | undefined
  let closed = false
  // Each gap is drawn for the moment it starts; the stand, when the payment happens.
  const ringNext = () => {
    if (closed) return
    timer = setTimeout(() => {
      live.send(pickDemoPaymentLocation(demo, clock.now(), random)).then(report, (error: unknown) => console.warn('Webhook not sent:', error))
      ringNext()
    }, nextDemoPaymentDelay(demo, clock.now(), busiestGapMs, random))
  }
  // A webhook posted before its receiver listens fails: the timer starts once the receiver is up.
  const beginWebhooks = () => {
    if (busiestGapMs > 0) ringNext()
  }
  const startAfter = options.webhook?.startAfter
  if (startAfter === undefined) beginWebhooks()
  else Promise.resolve(startAfter).then(beginWebhooks, () => {})

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    accessToken: options.accessToken,
    store,
    setFailureRate: (rate) => {
      failures.rate = rate
    },
    get requestCount() {
      return failures.requestCount
    },
    sendPaymentWebhook: (locationId) => live.send(locationId),
    close: () =>
      new Promise<void>((done, fail) => {
        closed = true
        if (timer) clearTimeout(timer)
        server.close((error) => (error ? fail(error) : done()))
        if ('closeIdleConnections' in server) server.closeIdleConnections()
      }),
  }
}
