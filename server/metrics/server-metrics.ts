// The server's metrics, served at /metrics in Prometheus's text format (../routes/metrics.ts). Each
// app has a registry of its own: a test run makes many apps in one process, and a shared default
// registry would mix their counts (or refuse a second metric of one name). What happens per
// request is counted as it happens (requests, sign-ins, webhooks); what is (WebSocket clients,
// hydration, the KV cache, the database) is read when a scrape asks (./state-gauges.ts).
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import { stateGauges, type MetricsDeps, type StateGauges } from './state-gauges'

/**
 * How a sign-in attempt ended. `admin_elsewhere`: an admin's right password from another site's
 * page, refused so that an admin token never sits in that page's storage (../routes/auth.ts).
 */
export type SignInOutcome = 'success' | 'unknown_user' | 'wrong_password' | 'inactive' | 'throttled_client' | 'throttled_busy' | 'admin_elsewhere'
const SIGN_IN_OUTCOMES: readonly SignInOutcome[] = [
  'success',
  'unknown_user',
  'wrong_password',
  'inactive',
  'throttled_client',
  'throttled_busy',
  'admin_elsewhere',
]

/** Why a webhook was refused before it was stored (`embed_token`: a host page's token, which only reads). */
export type WebhookRefusal = 'no_signature' | 'bad_signature' | 'not_admin' | 'embed_token' | 'too_large' | 'not_json' | 'not_an_event' | 'invalid_event' | 'live_off'
const WEBHOOK_REFUSALS: readonly WebhookRefusal[] = [
  'no_signature',
  'bad_signature',
  'not_admin',
  'embed_token',
  'too_large',
  'not_json',
  'not_an_event',
  'invalid_event',
  'live_off',
]

/** What an accepted webhook led to, and who sent it. */
export type WebhookOutcome = 'stored' | 'duplicate' | 'ignored'
export type WebhookSource = 'square' | 'tester'

/** Request latency buckets in seconds: cached answers take milliseconds, a cold report seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export class ServerMetrics {
  readonly registry = new Registry()

  readonly httpRequests = new Counter({
    name: 'fw_http_requests_total',
    help: 'HTTP requests answered, by method, matched route pattern (never a raw path) and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  })

  readonly httpDuration = new Histogram({
    name: 'fw_http_request_duration_seconds',
    help: 'Time from a request reaching the app to its answer being ready, by method and matched route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  })

  readonly signIns = new Counter({
    name: 'fw_sign_in_attempts_total',
    help: 'Sign-in attempts by outcome (throttled_client: that client waits after its failures; throttled_busy: the sign-in bucket was empty; admin_elsewhere: an admin refused on another site\'s page)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  })

  readonly webhooksReceived = new Counter({
    name: 'fw_webhooks_received_total',
    help: 'Webhooks accepted, by sender (square: signed; tester: an admin) and what came of them',
    labelNames: ['source', 'outcome'] as const,
    registers: [this.registry],
  })

  readonly webhooksRefused = new Counter({
    name: 'fw_webhooks_refused_total',
    help: 'Webhooks refused before anything was stored, by reason',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  })

  private readonly state: StateGauges
  private processMetrics = false

  constructor(deps: Pick<MetricsDeps, 'db' | 'store'>) {
    this.state = stateGauges(this.registry, deps)
    // Every outcome and reason is listed from the start, so a rate over the first one is not lost.
    for (const outcome of SIGN_IN_OUTCOMES) this.signIns.inc({ outcome }, 0)
    for (const reason of WEBHOOK_REFUSALS) this.webhooksRefused.inc({ reason }, 0)
  }

  signIn(outcome: SignInOutcome): void {
    this.signIns.inc({ outcome })
  }

  webhookReceived(source: WebhookSource, outcome: WebhookOutcome): void {
    this.webhooksReceived.inc({ source, outcome })
  }

  webhookRefused(reason: WebhookRefusal): void {
    this.webhooksRefused.inc({ reason })
  }

  /** The exposition of every metric, the state read now. */
  async exposition(deps: MetricsDeps): Promise<string> {
    // The process's own (CPU, memory, event-loop delay) start with the first scrape: an app no one
    // scrapes (most apps of a test run) keeps no event-loop monitor.
    if (!this.processMetrics) {
      collectDefaultMetrics({ register: this.registry })
      this.processMetrics = true
    }
    await this.state.refresh(deps)
    return this.registry.metrics()
  }

  get contentType(): string {
    return this.registry.contentType
  }
}
