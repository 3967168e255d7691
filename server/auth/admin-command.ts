// The operator's command line, as a function of its arguments, environment and console so it can
// be tested without a terminal:
//   npm run admin -- reset-password USERNAME   a new password, and that user's sessions ended
//   npm run admin -- backup FILE               an online copy of the SQLite database (server/db/backup.ts)
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/contract/users'
import { systemClock } from '../../src/clock/clock'
import { formatBytes, formatCount } from '../../src/format'
import { ConfigError, loadConfig, type Config } from '../config'
import { backupDatabase, BackupError } from '../db/backup'
import { DATABASE_FILE, openDatabase } from '../db/open'
import { openStore, storeLocationOf } from '../db/store'
import { AppEvents } from '../events'
import { adminPasswordPath, removeAdminPasswordFile } from './admin-password-file'
import { BOOTSTRAP_USERNAME } from './bootstrap'
import { generatePassword, hashPassword } from './passwords'
import { findUser, setPassword } from './users-store'

export const USAGE = ['Usage: npm run admin -- reset-password USERNAME', '       npm run admin -- backup FILE'].join('\n')

/** What the backup command says on PostgreSQL, whose server takes its own consistent copies. */
export const USE_PG_DUMP =
  'The data is in PostgreSQL (FW_DATABASE_URL): take the backup with PostgreSQL\'s own pg_dump, which copies a running database consistently, e.g. pg_dump --format=custom --file=FILE "$FW_DATABASE_URL"'

export interface AdminConsole {
  env: Record<string, string | undefined>
  out(line: string): void
  err(line: string): void
  /** Asks for a password without echoing it; absent when there is no terminal to ask on. */
  askPassword?: (question: string) => Promise<string>
}

function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`
  return undefined
}

/** The new password: FW_NEW_PASSWORD, else asked twice on a terminal, else generated and shown. */
async function choosePassword(io: AdminConsole): Promise<{ password: string; generated: boolean } | { error: string }> {
  const fromEnv = io.env.FW_NEW_PASSWORD
  if (fromEnv !== undefined && fromEnv !== '') {
    const problem = passwordProblem(fromEnv)
    return problem ? { error: `FW_NEW_PASSWORD: ${problem}` } : { password: fromEnv, generated: false }
  }
  if (io.askPassword) {
    const first = await io.askPassword('New password: ')
    const problem = passwordProblem(first)
    if (problem) return { error: problem }
    const second = await io.askPassword('Repeat it: ')
    if (second !== first) return { error: 'The two passwords differ; nothing was changed.' }
    return { password: first, generated: false }
  }
  return { password: generatePassword(), generated: true }
}

/** Runs one admin command; resolves to the process exit code. */
export async function runAdminCommand(args: string[], io: AdminConsole): Promise<number> {
  const [command, argument, ...rest] = args
  const known = command === 'reset-password' || command === 'backup'
  if (!known || !argument || rest.length > 0) {
    io.err(USAGE)
    return 2
  }
  let config
  try {
    config = loadConfig(io.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message)
      return 1
    }
    throw error
  }
  return command === 'backup' ? backup(config, argument, io) : resetPassword(config, argument, io)
}

/** Copies the running server's SQLite database to `file`. */
async function backup(config: Config, file: string, io: AdminConsole): Promise<number> {
  if (config.FW_DATABASE_URL !== undefined) {
    io.err(USE_PG_DUMP)
    return 1
  }
  const database = join(config.FW_DATA_DIR, DATABASE_FILE)
  if (!existsSync(database)) {
    io.err(`There is no database at ${database} to back up: is FW_DATA_DIR the server's?`)
    return 1
  }
  // The schema as it is: a backup changes nothing, not even by migrating.
  const opened = openDatabase(config.FW_DATA_DIR, { migrate: false })
  try {
    const outcome = await backupDatabase(opened.sqlite, file)
    io.out(`Backed up the database to ${outcome.path} (${formatBytes(outcome.bytes)}: ${formatCount(outcome.users)} users, ${formatCount(outcome.orders)} orders); SQLite's integrity check found it ok.`)
    io.out('To restore it, see "Backups" in the README.')
    return 0
  } catch (error) {
    if (!(error instanceof BackupError)) throw error
    io.err(error.message)
    return 1
  } finally {
    await opened.close()
  }
}

async function resetPassword(config: Config, username: string, io: AdminConsole): Promise<number> {
  const opened = await openStore(storeLocationOf(config))
  try {
    const user = await findUser(opened.db, username)
    if (!user) {
      io.err(`No user named "${username}".`)
      return 1
    }
    const chosen = await choosePassword(io)
    if ('error' in chosen) {
      io.err(chosen.error)
      return 1
    }
    // setPassword ends the sessions in the database. This process has its own events, so the running
    // server learns of it when those tokens next fail to verify.
    const deps = { db: opened.db, events: new AppEvents() }
    await setPassword(deps, user.username, await hashPassword(chosen.password), new Date(systemClock.now()).toISOString())
    io.out(`The password of "${user.username}" was changed and their sessions were ended.`)
    if (user.username === BOOTSTRAP_USERNAME && removeAdminPasswordFile(config.FW_DATA_DIR)) {
      io.out(`Deleted ${adminPasswordPath(config.FW_DATA_DIR)}: the first start's generated password no longer signs in.`)
    }
    if (chosen.generated) io.out(`New password (shown only this once): ${chosen.password}`)
    return 0
  } finally {
    await opened.close()
  }
}
