// A whole app for tests: a fresh database (SQLite in a temp directory, or a PostgreSQL database of
// its own in the suite's PostgreSQL run: ./test-store.ts), a clock moved by hand, a logger
// that keeps its lines, and signIn() that makes a user and a session directly (no argon2 per
// call, no throttling), so a test can hold many sessions cheaply.
//
//   const t = await createTestContext()
//   const admin = await t.signIn('alice', ['admin'])
//   const res = await t.app.request('/api/users', { headers: t.authHeader(admin) })
//   await t.close()
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { manualClock } from '../../src/clock/clock'
import type { Role, UserStatus } from '../../src/contract/users'
import { createApp } from '../app'
import { hashPassword } from '../auth/passwords'
import { createSession } from '../auth/sessions'
import { findUser } from '../auth/users-store'
import { loadConfig } from '../config'
import type { AppDeps } from '../env'
import { AppEvents } from '../events'
import { memoryLogger } from '../log'
import { openTestStore } from './test-store'

/** The password of every user signIn() creates, for tests that sign in through the API. */
export const TEST_PASSWORD = 'test-password'

let testPasswordHash: Promise<string> | undefined
/** One argon2 hash of TEST_PASSWORD per test process. */
function testHash(): Promise<string> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD)
  return testPasswordHash
}

export interface TestContextOptions {
  /** Where the manual clock starts (ISO instant or epoch ms); default 2025-07-04T20:00:00Z. */
  now?: string | number
  /** Extra environment for loadConfig (FW_DATA_DIR is always the temp directory). */
  env?: Record<string, string>
}

export interface SignInOptions {
  status?: UserStatus
  /** When the session starts (epoch ms); an instant over an hour ago gives an expired session. */
  at?: number
}

/** A test's app, its dependencies and helpers; call close() when done. */
export async function createTestContext(options: TestContextOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-test-'))
  const opened = await openTestStore(dataDir)
  const config = loadConfig({ ...options.env, FW_DATA_DIR: dataDir, ...(opened.location.databaseUrl ? { FW_DATABASE_URL: opened.location.databaseUrl } : {}) })
  const clock = manualClock(options.now ?? '2025-07-04T20:00:00Z')
  const log = memoryLogger()
  const events = new AppEvents()
  const deps: AppDeps = { config, db: opened.db, clock, log, events, store: opened }
  const app = createApp(deps)

  /** Makes `username` (if missing) with these roles and status, password TEST_PASSWORD; returns its id. */
  async function createUser(username: string, roles: Role[] = ['user'], status: UserStatus = 'active'): Promise<number> {
    const existing = await findUser(opened.db, username)
    if (existing) return existing.id
    const nowIso = new Date(clock.now()).toISOString()
    const row = await opened.db
      .insertInto('users')
      .values({
        username,
        email: `${username.toLowerCase()}@fireworks.example`,
        first_name: 'Test',
        last_name: username,
        roles: JSON.stringify(roles),
        status,
        password_hash: await testHash(),
        created_at: nowIso,
        updated_at: nowIso,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  /** Makes `username` as createUser does (if missing) and returns a new session token for it. */
  async function signIn(username: string, roles: Role[] = ['user'], signInOptions: SignInOptions = {}): Promise<string> {
    const userId = await createUser(username, roles, signInOptions.status)
    const issued = await createSession(opened.db, userId, signInOptions.at ?? clock.now())
    return issued.token
  }

  /** Sends a request (a JSON body when `body` is given) and reads the answer's JSON. */
  async function call(method: string, path: string, init: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers }
    if (init.token !== undefined) headers.Authorization = `Bearer ${init.token}`
    if (init.body !== undefined) headers['Content-Type'] ??= 'application/json'
    const response = await app.request(path, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const text = await response.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
    return { status: response.status, headers: response.headers, text, body: json as any }
  }

  return {
    deps,
    app,
    dataDir,
    /** The PostgreSQL database of this test in the PostgreSQL run; undefined on SQLite. */
    databaseUrl: opened.location.databaseUrl,
    /** The environment that points a process (the CLI, a server) at this test's store. */
    storeEnv: { FW_DATA_DIR: dataDir, ...(opened.location.databaseUrl === undefined ? {} : { FW_DATABASE_URL: opened.location.databaseUrl }) } as Record<string, string>,
    /** Which store this test runs on. */
    storeKind: opened.kind,
    clock,
    log,
    events,
    /** SQLite's driver handle (undefined in the PostgreSQL run). */
    sqlite: opened.sqlite,
    createUser,
    signIn,
    call,
    /** Request headers carrying a bearer token. */
    authHeader: (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` }),
    /** Cuts the app off from its database (SQLite's handle closed; PostgreSQL refusing connections). */
    async makeDatabaseUnreachable(): Promise<void> {
      await opened.makeUnreachable()
    },
    async close(): Promise<void> {
      await opened.dispose()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>
