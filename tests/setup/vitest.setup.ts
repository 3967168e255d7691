// Adds DOM matchers (toBeInTheDocument …) for tests that run in jsdom; harmless in node tests.
import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/dom'

// findBy…, waitFor and vi.waitFor wait for what a person would see: a lazy screen's chunk or a
// cache write on a busy machine can take seconds, and a passing test never waits longer than it
// must. A test that gives its own timeout keeps it.
const WAIT_MS = 15_000
configure({ asyncUtilTimeout: WAIT_MS })
const waitFor = vi.waitFor
vi.waitFor = ((callback: Parameters<typeof waitFor>[0], options?: Parameters<typeof waitFor>[1]) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: WAIT_MS, ...options })) as typeof vi.waitFor

// A shell test file's window-listening stores stop listening before its DOM goes, not a second
// after (shell/testing/clean-shell-stores.ts).
if (typeof document !== 'undefined' && /[\\/]shell[\\/]/.test(expect.getState().testPath ?? '')) {
  afterAll(async () => {
    const { cleanShellStores } = await import('../../shell/testing/clean-shell-stores')
    cleanShellStores()
  })
}
