// Owner-only rights for the data directory and the database files. The database holds password
// hashes, token hashes and the token rotation key: no other local user may read it. The directory
// is created 0700 and the files 0600 (SQLite gives its -wal and -shm files the database file's
// rights, so the database is created 0600 before SQLite opens it); a directory or file left wider
// by an earlier version or by hand is narrowed, with a log line saying so.
//
// An existing database file is never opened here, only changed by path: SQLite's locks are POSIX
// locks, which belong to the process, and closing any descriptor on the file drops every lock the
// process holds on it. A hydration worker opening the database beside the main thread's live
// connection would leave the file unlocked, and the next program to close it (the sqlite3 shell,
// a backup tool) would take itself for the last user and delete the live -wal under the server.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from '../log'

export const DATA_DIR_MODE = 0o700
export const DATA_FILE_MODE = 0o600

/** The companion files SQLite keeps beside a database in WAL mode. */
export const SQLITE_COMPANIONS = ['-wal', '-shm'] as const

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`

/** Narrows `path` to `wanted` when it grants anything more, saying so in the log. */
function narrow(path: string, wanted: number, what: string, log: Logger): void {
  const stats = statSync(path)
  const mode = stats.mode
  if ((mode & 0o777 & ~wanted) === 0) return
  // A sticky directory (/tmp) is shared by design: closing it would break every other user of it.
  if (stats.isDirectory() && (mode & 0o1000) !== 0) {
    log.warn('data_dir.shared', { path, mode: octal(mode), message: 'The data directory is a shared (sticky) directory; give FW_DATA_DIR a directory of its own' })
    return
  }
  try {
    chmodSync(path, wanted)
    log.warn('data_dir.narrowed', { path, from: octal(mode), to: octal(wanted), message: `The ${what} was readable by other users; narrowed to owner-only` })
  } catch (error) {
    log.warn('data_dir.not_narrowed', { path, mode: octal(mode), error })
  }
}

/** Creates the data directory owner-only, or narrows an existing one. */
export function secureDataDir(dataDir: string, log: Logger): void {
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE })
  narrow(dataDir, DATA_DIR_MODE, 'data directory', log)
}

/** Creates a missing file owner-only; an existing file is left unopened (see the note above). */
function createIfMissing(path: string, mode: number): void {
  try {
    // 'wx' fails on an existing file instead of opening it.
    closeSync(openSync(path, 'wx', mode))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
}

/** Creates the database file owner-only before SQLite opens it, and narrows existing files. */
export function secureDatabaseFiles(databasePath: string, log: Logger): void {
  createIfMissing(databasePath, DATA_FILE_MODE)
  for (const path of [databasePath, ...SQLITE_COMPANIONS.map((suffix) => databasePath + suffix)]) {
    if (existsSync(path)) narrow(path, DATA_FILE_MODE, 'database file', log)
  }
}

/** The data directory's database path, with the directory and files made owner-only. */
export function secureDatabasePath(dataDir: string, file: string, log: Logger): string {
  secureDataDir(dataDir, log)
  const path = join(dataDir, file)
  secureDatabaseFiles(path, log)
  return path
}
