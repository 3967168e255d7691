// The operator's command line (`npm run admin -- reset-password USERNAME`), as a function of its
// arguments, environment and console so it can be tested without a terminal.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/contract/users'
import { systemClock } from '../../src/clock/clock'
import { ConfigError, loadConfig } from '../config'
import { openStore, storeLocationOf } from '../db/store'
import { AppEvents } from '../events'
import { generatePassword, hashPassword } from './passwords'
import { findUser, setPassword } from './users-store'

export const USAGE = 'Usage: npm run admin -- reset-password USERNAME'

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
  const [command, username, ...rest] = args
  if (command !== 'reset-password' || !username || rest.length > 0) {
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
    if (chosen.generated) io.out(`New password (shown only this once): ${chosen.password}`)
    return 0
  } finally {
    await opened.close()
  }
}
