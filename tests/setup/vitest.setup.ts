// Adds DOM matchers (toBeInTheDocument …) for tests that run in jsdom; harmless in node tests.
import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/dom'

// findBy… and waitFor wait for what a person would see: a lazy screen's chunk on a busy machine
// can take seconds to load, and a passing test never waits longer than it must.
configure({ asyncUtilTimeout: 15_000 })

// A shell test file's window-listening stores stop listening before its DOM goes, not a second
// after (shell/testing/clean-shell-stores.ts).
if (typeof document !== 'undefined' && /[\\/]shell[\\/]/.test(expect.getState().testPath ?? '')) {
  afterAll(async () => {
    const { cleanShellStores } = await import('../../shell/testing/clean-shell-stores')
    cleanShellStores()
  })
}
