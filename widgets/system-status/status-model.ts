// What the System Status card says (docs/screens.md#admin-dashboard: /admin/, the API's health): Checking... until the first
// answer, Online when the server says it is healthy, Offline otherwise with 'HTTP {status}' or
// the connection's own message; the connection count, or a dash when it is not known.
import { ApiHttpError } from '../../src/api/errors'
import type { Health } from '../../src/contract/health'
import type { WsStatus } from '../../src/contract/live'
import type { QueryState } from '../widget-kit'

export type ApiHealth = { status: 'checking' } | { status: 'online' } | { status: 'offline'; error: string }

export const STATUS_TEXT = { checking: 'Checking...', online: 'Online', offline: 'Offline' } as const

/** docs/screens.md#numbers-the-screens-keep: polling intervals while the card is visible. */
export const HEALTH_POLL_MS = 10_000
export const CONNECTIONS_POLL_MS = 5_000

export const UNKNOWN = '-'

function unhealthyText(error: unknown): string {
  if (error instanceof ApiHttpError) return `HTTP ${error.status}`
  return error instanceof Error ? error.message : String(error)
}

export function apiHealth(state: QueryState<Health>): ApiHealth {
  if (state.status === 'loading') return { status: 'checking' }
  if (state.status === 'error') return { status: 'offline', error: unhealthyText(state.error) }
  return state.data.ok ? { status: 'online' } : { status: 'offline', error: `Database ${state.data.database}` }
}

/** The connection count as text, or a dash when unknown. */
export function connectedUsersText(state: QueryState<WsStatus>): string {
  return state.status === 'ready' ? String(state.data.connectionCount) : UNKNOWN
}
