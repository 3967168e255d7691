// The dashboard's theme (SPEC §3 Theme: light, dark or system, default system), kept in
// localStorage under SPEC §3's '{product}-theme' key. The shell's chrome follows it through the
// document's data-fw-theme attribute (src/elements/theme.ts pageThemeStyles); every widget the
// shell renders gets it as its `theme` attribute.
import { atom, type ReadableAtom } from 'nanostores'
import { PAGE_THEME_ATTRIBUTE, parseTheme, type ThemeName } from '../../src/elements/theme'

export const THEME_STORAGE_KEY = 'fireworks-dashboard-theme'

function readStoredTheme(): ThemeName {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY))
  } catch {
    return 'system'
  }
}

const $themeAtom = atom<ThemeName>(typeof localStorage === 'undefined' ? 'system' : readStoredTheme())

/** The chosen theme; `system` follows the operating system. */
export const $theme: ReadableAtom<ThemeName> = $themeAtom

/** Marks the document so the page's tokens follow the theme; `system` leaves the media query in charge. */
function applyThemeToDocument(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') root.removeAttribute(PAGE_THEME_ATTRIBUTE)
  else root.setAttribute(PAGE_THEME_ATTRIBUTE, theme)
}

/** Chooses a theme: stored and handed to every widget (and the document, see followStoredTheme). */
export function setTheme(theme: ThemeName): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
  $themeAtom.set(theme)
}

/**
 * The document follows the theme from now on: one subscription applies every change, whether
 * chosen here or in another tab (whose stored choice is picked up).
 */
export function followStoredTheme(): () => void {
  const stopApplying = $themeAtom.subscribe((theme) => applyThemeToDocument(theme))
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) $themeAtom.set(readStoredTheme())
  }
  window.addEventListener('storage', onStorage)
  return () => {
    stopApplying()
    window.removeEventListener('storage', onStorage)
  }
}
