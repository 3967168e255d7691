// When `npm test` runs the browser tests as parts side by side (FW_TEST_BROWSER_PARTS; each part its
// own Playwright run over its files, with its own server from global-setup.ts), FW_E2E_PART names this one: its results, report and
// server logs go to folders of its own, so neither part's start clears or overwrites the other's.

/** This run's part ('1', '2', …), or undefined when the browser tests run whole. */
export function testPart(): string | undefined {
  const part = process.env.FW_E2E_PART?.trim()
  return part === undefined || part === '' ? undefined : part
}

/** `base` for a whole run, `base/part-N` for a part. */
export function partFolder(base: string): string {
  const part = testPart()
  return part === undefined ? base : `${base}/part-${part}`
}
