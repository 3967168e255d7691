// What the browser tests know about the server global-setup.ts starts.

/** The bootstrap admin's password (FW_ADMIN_PASSWORD of the test server). */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-Secret-2025'
/** The server's "now": July 4, 2025, 8:30 PM on the US west coast (PDT), inside the season. */
export const E2E_NOW = '2025-07-05T03:30:00Z'

/** The running server's origin, set by global-setup.ts before the tests start. */
export function baseUrl(): string {
  const url = process.env.FW_E2E_BASE_URL
  if (!url) throw new Error('FW_E2E_BASE_URL is not set: run the browser tests with `playwright test`')
  return url
}

/** The bundled Square emulator's origin (its /_demo/payments rings up a demo sale). */
export function emulatorUrl(): string {
  const url = process.env.FW_E2E_EMULATOR_URL
  if (!url) throw new Error('FW_E2E_EMULATOR_URL is not set: run the browser tests with `playwright test`')
  return url
}

/** The test server's data directory (its SQLite database is DATABASE_FILE in it). */
export function dataDir(): string {
  const dir = process.env.FW_E2E_DATA_DIR
  if (!dir) throw new Error('FW_E2E_DATA_DIR is not set: run the browser tests with `playwright test`')
  return dir
}

/** The port of the intranet page server embedding.spec.ts runs; http://127.0.0.1:{port} is in FW_ALLOWED_ORIGINS. */
export function intranetPort(): number {
  const port = process.env.FW_E2E_INTRANET_PORT
  if (!port) throw new Error('FW_E2E_INTRANET_PORT is not set: run the browser tests with `playwright test`')
  return Number(port)
}
