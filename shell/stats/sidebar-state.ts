// The /stats sidebar's state (docs/screens.md#the-sidebar): expanded or collapsed on wide screens, kept in the
// `sidebar_state` cookie for 7 days (docs/screens.md#the-sidebar: 604800 s); a separate open state for the slide-over
// sheet below 1280 px, never stored. Ctrl/Cmd+B toggles whichever applies.
import { atom, type ReadableAtom } from 'nanostores'

export const SIDEBAR_COOKIE = 'sidebar_state'
export const SIDEBAR_COOKIE_MAX_AGE_S = 604_800
/** docs/screens.md#the-sidebar: below this width the sidebar is a slide-over sheet. */
export const MOBILE_BREAKPOINT_PX = 1280

/** Reads the stored expanded state from a cookie header; expanded unless it says false. */
export function expandedFromCookie(cookie: string): boolean {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SIDEBAR_COOKIE) return value.join('=') !== 'false'
  }
  return true
}

/** The cookie that stores the expanded state. */
export function sidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`
}

/** True for Ctrl+B or Cmd+B (docs/screens.md#the-sidebar). */
export function isSidebarShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.key === 'b' || event.key === 'B') && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
}

const $expandedAtom = atom<boolean>(typeof document === 'undefined' ? true : expandedFromCookie(document.cookie))
const $sheetOpenAtom = atom<boolean>(false)

/** Whether the sidebar is expanded on wide screens. */
export const $sidebarExpanded: ReadableAtom<boolean> = $expandedAtom
/** Whether the slide-over sheet is open on narrow screens. */
export const $sidebarSheetOpen: ReadableAtom<boolean> = $sheetOpenAtom

export function setSidebarExpanded(expanded: boolean): void {
  $expandedAtom.set(expanded)
  document.cookie = sidebarCookie(expanded)
}

export function setSidebarSheetOpen(open: boolean): void {
  $sheetOpenAtom.set(open)
}

/** The toggle: the sheet on narrow screens, the stored expanded state on wide ones. */
export function toggleSidebar(narrow: boolean): void {
  if (narrow) setSidebarSheetOpen(!$sheetOpenAtom.get())
  else setSidebarExpanded(!$expandedAtom.get())
}
