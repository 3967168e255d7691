// The first admin's generated password, kept where only the server's own user can read it: a file
// of mode 0600 in the data directory, whose path the start banner names. It is never written to
// the console, which in a container or under systemd is a log stream that others collect. A reset
// of that user's password (npm run admin -- reset-password) deletes the file, which is then stale.
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The file's name in the data directory. */
export const ADMIN_PASSWORD_FILE = 'admin-password.txt'

export function adminPasswordPath(dataDir: string): string {
  return join(dataDir, ADMIN_PASSWORD_FILE)
}

/** Writes the password (and a line break) readable by this user alone; returns the file's path. */
export function writeAdminPasswordFile(dataDir: string, password: string): string {
  const path = adminPasswordPath(dataDir)
  // Removed first: writeFileSync's mode applies only when it creates the file.
  rmSync(path, { force: true })
  writeFileSync(path, `${password}\n`, { mode: 0o600, flag: 'wx' })
  return path
}

/** Deletes the file once the password in it no longer signs in; true when there was one. */
export function removeAdminPasswordFile(dataDir: string): boolean {
  const path = adminPasswordPath(dataDir)
  try {
    rmSync(path)
    return true
  } catch {
    return false
  }
}
