// /api/embed: credentials for host pages that embed the widgets.
// - GET /check (public, no credential, readable from any origin): is this a dashboard server, and
//   how does it stand towards the asking page's origin? A widget asks before it shows a sign-in
//   form, so a wrong address or a refused origin is named instead of a form that cannot work.
// - POST /tokens (public; the embedding key is the credential): the host's back end exchanges its
//   key for a short-lived read-only token. Never from a browser: a request with an Origin is refused.
// - POST /tokens/refresh and GET /tokens/current (an embed token): its successor, and what it grants.
// - /keys (admin): list, make (the secret is in that answer only) and revoke embedding keys.
import { Hono, type Context } from 'hono'
import { EMBED_TOKEN_PREFIX, embedKeyCreateSchema, embedKeyIdParamSchema, embedTokenRequestSchema, type EmbedCheck } from '../../src/contract/embed'
import { publicAccess, requireRole, signedInUser, withAccess } from '../http/guards'
import { announceRevoked } from '../auth/sessions'
import { bearerToken } from '../http/session-middleware'
import { embedTokenAnswer, exchangeEmbedKey, refreshEmbedToken, type ExchangeRefusal } from '../embed/embed-sessions'
import { createEmbedKey, listedKey, listEmbedKeys, revokeEmbedKey } from '../embed/keys'
import { forgetKeyOrigins, originStanding } from '../http/origin-standing'
import type { AppEnv } from '../env'
import { ApiFailure } from '../http/errors'
import { validJson, validParams } from '../http/validate'
import { unknownLocationIds } from '../live/home-locations'

export const KEY_FROM_BROWSER = 'Exchange an embedding key on your back end: a key must never reach a browser, where any script of the page could read it'
export const EMBED_TOKEN_ENDED = 'This embed token can no longer be refreshed: exchange the embedding key again'
export const KEY_NOT_FOUND = 'Embedding key not found'
export const EXPIRY_IN_PAST = 'The expiry must be in the future'
export const ONLY_EMBED_TOKENS = 'Only an embed token is refreshed here; a signed-in user refreshes at /api/auth/refresh'

const REFUSALS: Record<ExchangeRefusal, { status: 401 | 403; message: string }> = {
  'unknown-key': { status: 401, message: 'That is not an embedding key of this server' },
  'key-revoked': { status: 401, message: 'That embedding key was revoked' },
  'key-expired': { status: 401, message: 'That embedding key has expired' },
  'locations-outside-key': { status: 403, message: 'The embedding key does not cover every location asked for' },
}

/** Lets through only an embed token (a signed-in user has its own refresh). */
const requireEmbedToken = () =>
  withAccess('embed-token', async (c, next) => {
    if (!c.get('embed')) {
      if (c.get('session')) throw new ApiFailure(403, 'FORBIDDEN', ONLY_EMBED_TOKENS)
      // An embed token that no longer works: say what the host does about it.
      if (bearerToken(c.req.header('authorization'))?.startsWith(EMBED_TOKEN_PREFIX)) throw new ApiFailure(401, 'UNAUTHORIZED', EMBED_TOKEN_ENDED)
      signedInUser(undefined)
    }
    await next()
  })

function audit(c: Context<AppEnv>, event: string, fields: Record<string, unknown>): void {
  c.var.deps.log.info(event, { requestId: c.var.requestId, ...fields })
}

export const embed = new Hono<AppEnv>()
  .get('/check', publicAccess(), async (c) => {
    const origin = c.req.header('origin')
    const data: EmbedCheck = { service: 'fireworks-dashboard', origin: origin || null, standing: await originStanding(c, origin) }
    c.header('Cache-Control', 'no-store')
    return c.json({ success: true as const, data })
  })
  .post('/tokens', publicAccess(), validJson(embedTokenRequestSchema), async (c) => {
    if (c.req.header('origin')) throw new ApiFailure(403, 'FORBIDDEN', KEY_FROM_BROWSER)
    const { deps } = c.var
    const request = c.req.valid('json')
    const now = deps.clock.now()
    const outcome = await exchangeEmbedKey(deps.db, request.key, { now, locationIds: request.locationIds, expiresIn: request.expiresIn })
    if (!outcome.ok) {
      const refusal = REFUSALS[outcome.reason]
      deps.log.warn('embed.exchange_refused', { requestId: c.var.requestId, reason: outcome.reason })
      const details = (outcome.outside ?? []).map((id) => ({ field: 'locationIds', message: `Not one of the key's locations: ${id}` }))
      throw new ApiFailure(refusal.status, refusal.status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', refusal.message, details)
    }
    announceRevoked(deps.events, outcome.endedRefs)
    audit(c, 'embed.token_issued', { keyId: outcome.issued.grant.keyId, keyName: outcome.issued.grant.keyName })
    c.header('Cache-Control', 'no-store')
    return c.json({ success: true as const, data: embedTokenAnswer(outcome.issued, now) })
  })
  .post('/tokens/refresh', requireEmbedToken(), async (c) => {
    const { db, clock } = c.var.deps
    const now = clock.now()
    const refreshed = await refreshEmbedToken(db, bearerToken(c.req.header('authorization')) ?? '', now)
    if (!refreshed) throw new ApiFailure(401, 'UNAUTHORIZED', EMBED_TOKEN_ENDED)
    c.header('Cache-Control', 'no-store')
    return c.json({ success: true as const, data: embedTokenAnswer(refreshed, now) })
  })
  .get('/tokens/current', requireEmbedToken(), (c) => {
    const grant = c.var.embed
    if (!grant) throw new ApiFailure(401, 'UNAUTHORIZED', EMBED_TOKEN_ENDED)
    const token = bearerToken(c.req.header('authorization')) ?? ''
    c.header('Cache-Control', 'no-store')
    return c.json({ success: true as const, data: embedTokenAnswer({ token, expiresAt: grant.expiresAt, grant }, c.var.deps.clock.now()) })
  })
  .get('/keys', requireRole('admin'), async (c) => {
    const now = c.var.deps.clock.now()
    const rows = await listEmbedKeys(c.var.deps.db)
    return c.json({ success: true as const, data: { keys: rows.map((row) => listedKey(row, now)) } })
  })
  .post('/keys', requireRole('admin'), validJson(embedKeyCreateSchema), async (c) => {
    const { deps } = c.var
    const input = c.req.valid('json')
    const now = deps.clock.now()
    if (input.expiresAt && Date.parse(input.expiresAt) <= now) {
      throw new ApiFailure(400, 'VALIDATION_ERROR', EXPIRY_IN_PAST, [{ field: 'expiresAt', message: EXPIRY_IN_PAST }])
    }
    const unknown = await unknownLocationIds(deps.db, input.locationIds)
    if (unknown.length > 0) {
      const message = `Unknown location: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`
      throw new ApiFailure(400, 'VALIDATION_ERROR', message, [{ field: 'locationIds', message }])
    }
    const admin = signedInUser(c.var.session)
    const { row, secret } = await createEmbedKey(deps.db, input, { now, createdBy: admin.username })
    forgetKeyOrigins(deps.db)
    audit(c, 'embed.key_created', { keyId: row.id, name: row.name, by: admin.username })
    c.header('Cache-Control', 'no-store')
    return c.json({ success: true as const, data: { key: listedKey(row, now), secret } }, 201)
  })
  .delete('/keys/:id', requireRole('admin'), validParams(embedKeyIdParamSchema), async (c) => {
    const { deps } = c.var
    const now = deps.clock.now()
    const row = await revokeEmbedKey(deps, c.req.valid('param').id, now)
    if (!row) throw new ApiFailure(404, 'NOT_FOUND', KEY_NOT_FOUND)
    forgetKeyOrigins(deps.db)
    audit(c, 'embed.key_revoked', { keyId: row.id, name: row.name, by: c.var.session?.username ?? null })
    return c.json({ success: true as const, data: { key: listedKey(row, now) } })
  })
