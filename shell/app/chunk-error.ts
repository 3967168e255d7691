// A part of the dashboard's code that could not be downloaded (a lazily loaded screen or layout:
// the network dropped, or a new release replaced the file). The browser remembers a module that
// failed to load for the life of the page, so rendering again cannot help; loading the page again
// can. Browsers word the failure differently and put the module's URL in it, which means nothing
// to a reader and is never shown.

const CHUNK_FAILURES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a chunk's styles
]

export const CHUNK_FAILURE_TEXT = 'Part of the dashboard could not be downloaded. Check the connection, then try again.'

/** Whether `error` is a failed download of the dashboard's own code. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return error.name === 'ChunkLoadError' || CHUNK_FAILURES.some((pattern) => pattern.test(error.message))
}
