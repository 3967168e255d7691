// A fresh database in a temp directory for the Square data path's tests.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type OpenedDatabase } from '../../db/open'

export interface TempDatabase extends OpenedDatabase {
  dataDir: string
  /** Closes the database and removes the directory. */
  dispose(): Promise<void>
}

export function openTempDatabase(prefix = 'fw-square-'): TempDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  const opened = openDatabase(dataDir)
  return {
    ...opened,
    dataDir,
    async dispose() {
      await opened.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
