// Migration 021 on a database that already holds webhook events: bodies of processed events go,
// bodies of events still being processed stay, and every event is still there for de-duplication.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listMigrations, MIGRATIONS_DIR, runMigrations } from '../db/migrate'
import { openDatabase } from '../db/open'
import { memoryLogger } from '../log'

let dataDir: string
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'fw-inbox-migration-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

it('drops the bodies of processed events and keeps those still pending', async () => {
  const earlier = join(dataDir, 'migrations-up-to-020')
  mkdirSync(earlier)
  for (const name of listMigrations().filter((file) => file < '021')) copyFileSync(join(MIGRATIONS_DIR, name), join(earlier, name))
  const opened = openDatabase(join(dataDir, 'data'), { migrate: false, log: memoryLogger() })
  runMigrations(opened.sqlite, earlier)
  const insert = opened.sqlite.prepare(
    `INSERT INTO webhook_events (event_id, type, source, received_at, body, broadcast_state, refresh_state)
     VALUES (?, 'payment.created', 'square', 1, ?, ?, ?)`,
  )
  insert.run('done', '{"card":"4242"}', 'sent', 'done')
  insert.run('expired', '{"card":"4242"}', 'expired', 'none')
  insert.run('refreshing', '{"card":"4242"}', 'sent', 'pending')
  insert.run('unsent', '{"card":"4242"}', 'pending', 'none')

  expect(runMigrations(opened.sqlite)).toContain('021-webhook-inbox-drops-bodies.sql')
  expect(opened.sqlite.prepare('SELECT event_id, body FROM webhook_events ORDER BY event_id').all()).toEqual([
    { event_id: 'done', body: null },
    { event_id: 'expired', body: null },
    { event_id: 'refreshing', body: '{"card":"4242"}' },
    { event_id: 'unsent', body: '{"card":"4242"}' },
  ])
  const indexes = opened.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'webhook_events' AND sql IS NOT NULL ORDER BY name").all()
  expect(indexes).toEqual([{ name: 'webhook_events_broadcast_pending' }, { name: 'webhook_events_received' }, { name: 'webhook_events_refresh_pending' }])
  await opened.close()
})
