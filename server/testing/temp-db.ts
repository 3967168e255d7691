// A fresh database for a test that opens its own: SQLite in a temp directory, or a PostgreSQL
// database of its own in the suite's PostgreSQL run (server/testing/test-store.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { OpenedStore } from '../db/store'
import { openTestStore } from './test-store'

export interface TempDatabase extends OpenedStore {
  dataDir: string
  /** Closes the database and removes the directory. */
  dispose(): Promise<void>
}

export async function openTempDatabase(prefix = 'fw-square-'): Promise<TempDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  const opened = await openTestStore(dataDir)
  return {
    ...opened,
    dataDir,
    async dispose() {
      await opened.dispose()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
