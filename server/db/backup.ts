// An online backup of the embedded SQLite database (`npm run admin -- backup FILE`): a consistent
// copy taken while the server runs, through SQLite's backup API. All pages are copied in one step,
// inside one read transaction: in WAL mode that blocks no writer, and no write can restart the copy
// half way (a copy in several steps starts again whenever another connection writes). The copy is
// made beside its destination and appears under its name only once complete and checked, owner-only
// like the database itself (it holds password and token hashes), and as a single file (journal mode
// DELETE) that needs no -wal beside it.
import { closeSync, existsSync, fsyncSync, linkSync, openSync, rmSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { DATA_FILE_MODE, SQLITE_COMPANIONS } from './data-dir'

/** Pages per backup step: every page, in one step (better-sqlite3 caps a step at 2^31 - 1). */
const ALL_PAGES = 0x7fffffff

export class BackupError extends Error {
  override name = 'BackupError'
}

export interface BackupOutcome {
  /** The backup's absolute path. */
  path: string
  bytes: number
  users: number
  orders: number
}

/** Removes a file and the companions SQLite may have left beside it. */
function removeWithCompanions(path: string): void {
  for (const file of [path, ...SQLITE_COMPANIONS.map((suffix) => path + suffix), `${path}-journal`]) rmSync(file, { force: true })
}

/** Makes the copy a single self-contained file and checks it; throws when SQLite finds it damaged. */
function finishCopy(path: string): { users: number; orders: number } {
  const copy = new SqliteDatabase(path)
  try {
    copy.pragma('journal_mode = DELETE')
    const integrity = copy.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') throw new BackupError(`The copy failed SQLite's integrity check: ${String(integrity)}`)
    const count = (table: string) => (copy.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
    return { users: count('users'), orders: count('square_orders') }
  } finally {
    copy.close()
  }
}

/** Copies the open database `source` to `destination`, which must not exist yet. */
export async function backupDatabase(source: SqliteDatabase.Database, destination: string): Promise<BackupOutcome> {
  const path = resolve(destination)
  if (existsSync(path)) throw new BackupError(`${path} already exists: choose a new name, or move the old backup away first`)
  const directory = dirname(path)
  if (!existsSync(directory) || !statSync(directory).isDirectory()) throw new BackupError(`The folder ${directory} does not exist`)
  const partial = `${path}.partial-${process.pid}`
  removeWithCompanions(partial)
  try {
    // Created owner-only before SQLite writes a page into it.
    closeSync(openSync(partial, 'wx', DATA_FILE_MODE))
    await source.backup(partial, { progress: () => ALL_PAGES })
    const counts = finishCopy(partial)
    // A link, not a rename: a file that appeared under the name meanwhile is never overwritten.
    linkSync(partial, path)
    const folder = openSync(directory, 'r')
    try {
      fsyncSync(folder)
    } finally {
      closeSync(folder)
    }
    return { path, bytes: statSync(path).size, ...counts }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(`${path} already exists: choose a new name, or move the old backup away first`)
    throw error
  } finally {
    removeWithCompanions(partial)
  }
}
