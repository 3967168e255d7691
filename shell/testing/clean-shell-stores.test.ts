// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { WINDOW_LISTENING_STORES } from './clean-shell-stores'

// The suite runs from the repository's root (a jsdom test's import.meta.url is not a file URL).
const shellDir = resolve('shell')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('the shell stores cleaned after each shell test file', () => {
  it('are every store the shell makes that listens to the window while mounted', () => {
    const makers = sources(shellDir).filter((file) => /\b(persistentAtom|persistentMap|createRouter)\s*(<[^(]*>)?\(/.test(readFileSync(file, 'utf8')))
    expect(makers.length).toBeGreaterThan(0)
    expect(WINDOW_LISTENING_STORES).toHaveLength(makers.length)
  })

  it('stop listening at once when cleaned, not a second later', async () => {
    const { $router } = await import('../routing/router')
    const removed: string[] = []
    const original = window.removeEventListener.bind(window)
    window.removeEventListener = ((type: string, listener: EventListener) => {
      removed.push(type)
      original(type, listener)
    }) as typeof window.removeEventListener
    try {
      const stop = $router.listen(() => undefined)
      stop()
      expect(removed).toEqual([])
      const { cleanShellStores } = await import('./clean-shell-stores')
      cleanShellStores()
      expect(removed).toContain('popstate')
    } finally {
      window.removeEventListener = original
    }
  })
})
