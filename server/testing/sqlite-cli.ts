// Debian's sqlite3 program (the `sqlite3` package), as an operator runs it against a database file.
import { execFileSync } from 'node:child_process'

/** Runs `statement` on `database` with the sqlite3 program and returns what it prints, trimmed. */
export function sqliteCli(database: string, statement: string): string {
  return execFileSync('sqlite3', [database, statement], { encoding: 'utf8', timeout: 20_000 }).trim()
}
