// An operator's `sqlite3 fireworks.sqlite "select …"` against the live database, while the server
// hydrates and answers writes, must not cost a single acknowledged write. SQLite's locks are POSIX
// locks, held by the process: a second descriptor on the file closed anywhere in the server would
// drop them all, and the sqlite3 program, believing itself the last user, would checkpoint and
// delete the live -wal; every later commit would then go to a deleted file and vanish at a crash.
// The real server process is killed with SIGKILL, and the file is read again from disk.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../free-port'
import { signInOver, startServerProcess, type ServerProcess } from '../testing/server-process'
import { sqliteCli } from '../testing/sqlite-cli'
import { onPostgres } from '../testing/test-store'
import { DATABASE_FILE } from './open'

const ADMIN_PASSWORD = 'sqlite-cli-admin-password'
const WRITES = 20

let dataDir: string
let server: ServerProcess | undefined
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'fw-sqlite-cli-'))
})
afterAll(async () => {
  await server?.stop('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

describe.skipIf(onPostgres())('the sqlite3 program run against the live database', () => {
  it('costs no acknowledged write, through a hydration and a SIGKILL', { timeout: 240_000 }, async () => {
    server = await startServerProcess({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      FW_DATA_DIR: dataDir,
      FW_ADMIN_PASSWORD: ADMIN_PASSWORD,
      FW_DEMO_SIZE: 'tiny',
      FW_WIDGET_BUILD: 'off',
      FW_DEMO_WEBHOOK_MS: '0',
    })
    const database = join(dataDir, DATABASE_FILE)
    const headers = { Authorization: `Bearer ${await signInOver(server.url, 'admin', ADMIN_PASSWORD)}`, 'Content-Type': 'application/json' }
    const usersBefore = Number(sqliteCli(database, 'select count(*) from users'))

    // A hydration in the server's worker thread runs beside the writes and the sqlite3 reads.
    const hydration = fetch(`${server.url}/api/square/hydrate/dailySales`, { headers })
    const acknowledged: string[] = []
    const countsSeen: number[] = []
    for (let index = 0; index < WRITES; index++) {
      const username = `cli-check-${index}`
      const response = await fetch(`${server.url}/api/users`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ username, email: `${username}@fireworks.example`, firstName: 'Cli', lastName: 'Check', password: 'cli-check-password' }),
      })
      expect(response.status).toBe(201)
      acknowledged.push(username)
      // What an operator checking on the server does between two writes.
      countsSeen.push(Number(sqliteCli(database, 'select count(*) from users')))
    }
    expect((await hydration).status).toBe(200)

    await server.stop('SIGKILL')
    const stored = sqliteCli(database, "select username from users where username like 'cli-check-%' order by id").split('\n')
    expect(stored).toEqual(acknowledged)
    // And each sqlite3 run saw every write acknowledged before it.
    expect(countsSeen).toEqual(acknowledged.map((_, index) => usersBefore + index + 1))
    expect(sqliteCli(database, 'pragma integrity_check')).toBe('ok')
  })
})
