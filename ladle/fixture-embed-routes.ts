// The stories' fake API, embedding half: the public check every signed-out widget makes (the
// stories' page is one the server allows) and the admins' embedding keys. Writes change this
// fake's own keys only (each story gets a fresh one).
import { apiErrorAnswer, json, type RouteHandler } from '../src/api/testing/route-fetch'
import type { EmbedKey } from '../src/contract/embed'
import { demoKeys } from '../widgets/embed-keys/keys-fixture'
import { FIXTURE_NOW } from './fixture-admin-routes'
import { fixtureStands } from './fixture-season'

export function embedRoutes(): Record<string, RouteHandler> {
  let keys: EmbedKey[] | undefined
  // Made on first use: a story that never asks for keys never reads the season's stands.
  const list = () => (keys ??= demoKeys(fixtureStands().slice(0, 3).map((location) => location.id)))
  return {
    'GET /embed/check': () => json({ success: true, data: { service: 'fireworks-dashboard', origin: null, standing: 'allowed' } }),
    'GET /embed/keys': () => json({ success: true, data: { keys: list() } }),
    'POST /embed/keys': (request) => {
      const body = request.body as Pick<EmbedKey, 'name' | 'origins' | 'locationIds' | 'expiresAt'>
      const key: EmbedKey = { ...body, id: `key-${list().length + 1}`, hint: 'fwk_St0r', createdAt: FIXTURE_NOW, createdBy: 'admin', revokedAt: null, lastUsedAt: null, status: 'active' }
      keys = [key, ...list()]
      return json({ success: true, data: { key, secret: 'fwk_St0ry-key-shown-once-in-the-stories' } }, 201)
    },
    'DELETE /embed/keys/*': (request) => {
      const id = decodeURIComponent(request.url.split('/').at(-1) ?? '')
      const key = list().find((candidate) => candidate.id === id)
      if (!key) return apiErrorAnswer(404, 'NOT_FOUND', 'Embedding key not found')
      const revoked: EmbedKey = { ...key, status: 'revoked', revokedAt: key.revokedAt ?? FIXTURE_NOW }
      keys = list().map((candidate) => (candidate === key ? revoked : candidate))
      return json({ success: true, data: { key: revoked } })
    },
  }
}
