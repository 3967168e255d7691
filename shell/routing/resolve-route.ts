// What the shell shows for a URL, decided in one pure function: the route's guard against the
// session (docs/shell-and-widgets.md#sign-in-and-sessions: unauthenticated users on guarded screens go to /login; docs/screens.md: a signed-in visitor
// of /login goes to /; docs/screens.md#access: /admin needs admin or super_admin), then its redirect, then the screen.
import type { Role } from '../../src/contract/users'
import { ROUTES, type LayoutName, type RedirectContext, type RouteName } from './route-table'
import { carrySearch, type SearchValues } from './search-params'

/** The session as far as routing cares. */
export type RoutingSession = { status: 'loading' } | { status: 'unauthenticated' } | { status: 'authenticated'; roles: readonly Role[] }

/** A URL the router matched (its page store's value). */
export interface MatchedPage {
  route: RouteName
  params: Readonly<Record<string, string>>
  search: SearchValues
}

export type RouteOutcome =
  /** The session is still being read: the full-screen Loading... (after 200 ms). */
  | { kind: 'loading' }
  /** Go elsewhere, replacing this history entry. */
  | { kind: 'redirect'; to: string }
  /** Signed in, but not allowed: Access Denied inside the route's layouts. */
  | { kind: 'denied'; route: RouteName; layouts: readonly LayoutName[] }
  /** The screen, inside its layouts. */
  | { kind: 'screen'; route: RouteName; params: Readonly<Record<string, string>>; search: SearchValues; layouts: readonly LayoutName[] }
  /** No route has this URL. */
  | { kind: 'not-found' }

export const LOGIN_PATH = '/login'
export const HOME_PATH = '/'

/** docs/screens.md#access: the Admin Panel and /admin are for roles admin or super_admin. */
export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes('admin') || roles.includes('super_admin')
}

export function resolveRoute(page: MatchedPage | undefined, session: RoutingSession, context: RedirectContext): RouteOutcome {
  if (!page) return { kind: 'not-found' }
  const route = ROUTES[page.route]
  switch (route.guard) {
    case 'guest':
      if (session.status === 'authenticated') return { kind: 'redirect', to: HOME_PATH }
      break
    case 'signed-in':
    case 'admin':
      if (session.status === 'loading') return { kind: 'loading' }
      if (session.status === 'unauthenticated') return { kind: 'redirect', to: LOGIN_PATH }
      if (route.guard === 'admin' && !isAdmin(session.roles)) return { kind: 'denied', route: page.route, layouts: route.layouts }
      break
    case 'public':
      break
  }
  if ('redirect' in route) {
    const target = (route.redirect as (params: Readonly<Record<string, string>>, context: RedirectContext) => string | undefined)(page.params, context)
    if (target === undefined) return { kind: 'loading' }
    return { kind: 'redirect', to: carrySearch(target, page.search) }
  }
  return { kind: 'screen', route: page.route, params: page.params, search: page.search, layouts: route.layouts }
}
