// @vitest-environment jsdom
import { PAGE_THEME_ATTRIBUTE } from '../../src/elements/theme'
import { $theme, followStoredTheme, setTheme, THEME_STORAGE_KEY } from './theme-store'

const documentTheme = () => document.documentElement.getAttribute(PAGE_THEME_ATTRIBUTE)

let stop: () => void = () => undefined
afterEach(() => {
  stop()
  setTheme('system')
  localStorage.clear()
})

describe('the theme store', () => {
  it('marks the document with the chosen theme from the start, and follows each choice', () => {
    setTheme('dark')
    expect(documentTheme()).toBeNull() // nothing follows the store yet
    stop = followStoredTheme()
    expect(documentTheme()).toBe('dark')
    setTheme('light')
    expect(documentTheme()).toBe('light')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    setTheme('system')
    expect(documentTheme()).toBeNull() // the media query decides
  })

  it('picks up a choice another tab stored', () => {
    stop = followStoredTheme()
    localStorage.setItem(THEME_STORAGE_KEY, 'dark')
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }))
    expect($theme.get()).toBe('dark')
    expect(documentTheme()).toBe('dark')
  })

  it('leaves the document alone once stopped', () => {
    stop = followStoredTheme()
    stop()
    setTheme('dark')
    expect(documentTheme()).toBeNull()
  })
})
