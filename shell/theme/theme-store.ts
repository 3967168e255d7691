// The dashboard's theme (docs/contract.md#entities: light, dark or system, default system), kept in
// localStorage under the '{product}-theme' key of docs/contract.md#entities and followed across tabs (@nanostores/persistent).
// The shell's chrome follows it through the document's data-fw-theme attribute
// (src/elements/theme.ts pageThemeStyles); every widget the shell renders gets it as its `theme`.
import { persistentAtom } from '@nanostores/persistent'
import type { ReadableAtom } from 'nanostores'
import { PAGE_THEME_ATTRIBUTE, parseTheme, type ThemeName } from '../../src/elements/theme'

export const THEME_STORAGE_KEY = 'fireworks-dashboard-theme'

const $themeAtom = persistentAtom<ThemeName>(THEME_STORAGE_KEY, 'system', { encode: (theme) => theme, decode: parseTheme })

/** The chosen theme; `system` follows the operating system. */
export const $theme: ReadableAtom<ThemeName> = $themeAtom

/** Marks the document so the page's tokens follow the theme; `system` leaves the media query in charge. */
function applyThemeToDocument(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') root.removeAttribute(PAGE_THEME_ATTRIBUTE)
  else root.setAttribute(PAGE_THEME_ATTRIBUTE, theme)
}

/** Chooses a theme: stored and handed to every widget (and the document, see followStoredTheme). */
export function setTheme(theme: ThemeName): void {
  $themeAtom.set(theme)
}

/** The document follows the theme from now on: one subscription applies every change, here or in another tab. */
export function followStoredTheme(): () => void {
  return $themeAtom.subscribe((theme) => applyThemeToDocument(theme))
}
