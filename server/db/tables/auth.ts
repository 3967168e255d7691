// Tables of sign-in, sessions and users (server/db/migrations/001-auth.sql and the auth files after it).
import type { Generated } from 'kysely'

export interface UsersTable {
  id: Generated<number>
  username: string
  email: string
  first_name: string
  last_name: string
  /** JSON array of role names. */
  roles: string
  status: 'active' | 'inactive'
  password_hash: string
  /** ISO instants. */
  created_at: string
  updated_at: string
  last_login_at: string | null
  /** JSON array of Square location ids; null follows the server's default (003-users-home-locations.sql). */
  home_location_ids: string | null
}

/** A signed-in browser; times are epoch milliseconds, tokens only as SHA-256 hex. */
export interface SessionsTable {
  id: string
  user_id: number
  token_hash: string
  previous_token_hash: string | null
  previous_valid_until: number | null
  created_at: number
  expires_at: number
  absolute_expires_at: number
}

/** A failed (or in-flight) sign-in attempt (004-sign-in-throttle-per-client.sql). */
export interface LoginFailuresTable {
  id: Generated<number>
  /** Who tried: an IPv4 address, an IPv6 /64, or 'unknown' (server/http/client-address.ts). */
  client_key: string
  /** The username typed, lower-cased. */
  username_key: string
  failed_at: number
}

/** The sign-in token bucket: one row, tokens as last counted at counted_at (epoch ms). */
export interface LoginBucketTable {
  name: string
  tokens: number
  counted_at: number
}

export interface AuthTables {
  users: UsersTable
  sessions: SessionsTable
  login_failures: LoginFailuresTable
  login_bucket: LoginBucketTable
}
