// The page's router: @nanostores/router over the route table, and the one way the shell moves:
// navigate(), which carries the dashboard's search parameters along (./search-params). The router's
// own link capture is off: the shell's links call navigate() themselves (./shell-link.tsx), and
// widget links arrive as fw-navigate events (../app/host-events.ts).
import { createRouter } from '@nanostores/router'
import { routerPatterns } from './route-table'
import { carrySearch, readSearch, writeSearch, type SearchValues } from './search-params'

export const $router = createRouter(routerPatterns(), { links: false })

/** The current page's search values ({} before the router has started). */
export function currentSearch(): SearchValues {
  return $router.get()?.search ?? (typeof location === 'undefined' ? {} : readSearch(location.search))
}

export interface NavigateOptions {
  /** Replace the current history entry (redirects, URL updates from filters and pickers). */
  replace?: boolean
  /** Keep the dashboard's search parameters (default true). */
  carry?: boolean
}

/** The href navigate() would open, for real <a href> links. */
export function shellHref(href: string, carry = true): string {
  return carry ? carrySearch(href, currentSearch()) : href
}

/** Opens a dashboard URL without reloading the page. */
export function navigate(href: string, options: NavigateOptions = {}): void {
  $router.open(shellHref(href, options.carry ?? true), options.replace ?? false)
}

/** Rewrites the current URL's search in place (the picker and filters say what changed). */
export function replaceSearch(values: SearchValues): void {
  const path = typeof location === 'undefined' ? ($router.get()?.path ?? '/') : location.pathname
  $router.open(`${path}${writeSearch(values)}`, true)
}
