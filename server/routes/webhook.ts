// POST /api/square/webhook (docs/server.md#live-payments): Square's signed events, or an admin's test event
// (the webhook tester). Answers `{received, error?, broadcast:{connectionCount}}` — 2xx for every
// accepted event, including duplicates and types we ignore, so Square stops redelivering them.
// Each refusal is counted by its reason, each accepted event by sender and outcome (/metrics).
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { squareWebhookEventSchema, type WebhookAnswer } from '../../src/contract/live'
import { parseOrIssues } from '../../src/contract/validation'
import { withAccess } from '../http/guards'
import { isAdmin } from '../auth/roles'
import type { AppEnv } from '../env'
import type { LiveServices } from '../live/deps'
import type { WebhookRefusal } from '../metrics/server-metrics'
import { ingestEvent } from '../live/ingest'
import { SIGNATURE_HEADER, verifyWebhookSignature } from '../live/signature'

/** Square's events are a few kilobytes; anything far larger is not one (the API's own cap too). */
export const MAX_WEBHOOK_BYTES = 64 * 1024

function refuse(c: Context<WebhookEnv>, status: ContentfulStatusCode, reason: WebhookRefusal, error: string): Response {
  c.var.metrics?.webhookRefused(reason)
  const answer: WebhookAnswer = { received: false, error, broadcast: { connectionCount: 0 } }
  return c.json(answer, status)
}

/** The event as the guard received it: its body read once, whether Square signed it, and the live hub it goes to. */
interface ReceivedEvent {
  body: Uint8Array
  signed: boolean
  live: LiveServices
}

/** The webhook's sub-app: the app's Env, plus the event its guard hands the handler. */
interface WebhookEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { received: ReceivedEvent }
}

/** The request body, refused when it is far larger than any Square event. */
async function eventBody(c: Context<WebhookEnv>): Promise<Uint8Array | Response> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > MAX_WEBHOOK_BYTES) return refuse(c, 413, 'too_large', 'Event too large')
  const body = new Uint8Array(await c.req.arrayBuffer())
  return body.byteLength > MAX_WEBHOOK_BYTES ? refuse(c, 413, 'too_large', 'Event too large') : body
}

/** Whether the body carries a valid Square signature for the configured URL and keys. */
function squareSigned(c: Context<WebhookEnv>, live: LiveServices, body: Uint8Array): boolean {
  return verifyWebhookSignature({
    body,
    signatureHeader: c.req.header(SIGNATURE_HEADER),
    notificationUrl: live.webhook.notificationUrl ?? c.req.url,
    signatureKeys: live.webhook.signatureKeys,
  })
}

/**
 * Access: a valid Square signature, or else an admin's session (a plain user may not fake events).
 * The body is read and its signature checked here, once; the handler takes both from `received`.
 */
const signatureOrAdmin = withAccess<WebhookEnv>('square-signature-or-admin', async (c, next) => {
  const deps = c.get('deps')
  const live = deps.live
  if (!live) return refuse(c, 503, 'live_off', 'Live payments are not running on this server')
  const body = await eventBody(c)
  if (body instanceof Response) return body
  const signed = squareSigned(c, live, body)
  if (!signed) {
    if (c.get('embed')) return refuse(c, 403, 'embed_token', 'An embed token cannot send events')
    const session = c.get('session')
    if (!session) {
      const reason = c.req.header(SIGNATURE_HEADER) ? 'bad_signature' : 'no_signature'
      deps.log.warn('webhook.refused', { reason })
      return refuse(c, 401, reason, 'Invalid or missing webhook signature')
    }
    if (!isAdmin(session.roles)) return refuse(c, 403, 'not_admin', 'Only admins can send test events')
  }
  c.set('received', { body, signed, live })
  return next()
})

export const webhook = new Hono<WebhookEnv>().post('/', signatureOrAdmin, async (c) => {
  const deps = c.get('deps')
  const { body, signed, live } = c.get('received')

  const text = Buffer.from(body).toString('utf8')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return refuse(c, 400, 'not_json', 'The body is not JSON')
  }
  const envelope = parseOrIssues(squareWebhookEventSchema, json)
  if (!envelope.ok) return refuse(c, 400, 'not_an_event', `Not a Square event: ${envelope.details.map((d) => `${d.field} ${d.message}`).join('; ')}`)

  const result = await ingestEvent(deps, live, { event: envelope.data, body: text, source: signed ? 'square' : 'tester' })
  if (result.outcome === 'invalid') {
    return refuse(c, 400, 'invalid_event', `Invalid event: ${result.details.map((d) => `${d.field} ${d.message}`).join('; ')}`)
  }
  const source = signed ? 'square' : 'tester'
  deps.log.debug('webhook.received', { eventId: envelope.data.event_id, type: envelope.data.type, outcome: result.outcome, source })
  c.var.metrics?.webhookReceived(source, result.outcome)
  const answer: WebhookAnswer = { received: true, broadcast: { connectionCount: result.connectionCount } }
  return c.json(answer, 200)
})
