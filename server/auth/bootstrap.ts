// The first start on an empty database creates the `admin` user (docs/server.md#sessions-and-sign-in
// roles): with FW_ADMIN_PASSWORD, or a generated password the caller prints once. There is no
// fixed default password.
import type { CoreDeps } from '../core-deps'
import { generatePassword, hashPassword } from './passwords'
import { createFirstUser } from './users-store'

export const BOOTSTRAP_USERNAME = 'admin'

export type BootstrapOutcome =
  | { created: false }
  | { created: true; username: string; password: string; generated: boolean }

/** Creates `admin` when the users table is empty; says whether it did and with which password. */
export async function bootstrapAdmin(deps: Pick<CoreDeps, 'db' | 'clock' | 'config'>): Promise<BootstrapOutcome> {
  const existing = await deps.db.selectFrom('users').select('id').limit(1).executeTakeFirst()
  if (existing) return { created: false }
  const configured = deps.config.FW_ADMIN_PASSWORD
  const password = configured ?? generatePassword()
  const nowIso = new Date(deps.clock.now()).toISOString()
  const created = await createFirstUser(
    deps.db,
    {
      username: BOOTSTRAP_USERNAME,
      email: deps.config.FW_ADMIN_EMAIL,
      firstName: 'Admin',
      lastName: 'User',
      roles: ['admin'],
      status: 'active',
      passwordHash: await hashPassword(password),
    },
    nowIso,
  )
  // Another process may have created the first user while this one was hashing.
  if (!created) return { created: false }
  return { created: true, username: BOOTSTRAP_USERNAME, password, generated: configured === undefined }
}
