// The webhook signing key the bundled emulator signs with when no SQUARE_WEBHOOK_SIGNATURE_KEY is
// configured (docs/server.md#square-and-the-emulator): generated once and kept in the data directory, so the
// emulator and the server agree across restarts and no fixed key ships with the product. The
// Square side starts the emulator with it (./lifecycle.ts); the live path checks webhooks with it.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const SIGNING_KEY_FILE = 'webhook-signature-key'

/** Reads the data directory's webhook signing key, creating it (owner-only) on first use. */
export function loadOrCreateSigningKey(dataDir: string): string {
  const path = join(dataDir, SIGNING_KEY_FILE)
  try {
    const existing = readFileSync(path, 'utf8').trim()
    if (existing.length > 0) return existing
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(dataDir, { recursive: true })
  const key = randomBytes(24).toString('base64url')
  try {
    // 'wx': if another process created it a moment ago, keep theirs rather than overwrite it.
    writeFileSync(path, key + '\n', { mode: 0o600, flag: 'wx' })
    return key
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(path, 'utf8').trim()
    throw error
  }
}
