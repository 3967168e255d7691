// The shell's root: reads the URL and the session, lets resolveRoute decide, and renders the
// screen inside its layouts (each layout and screen loaded on first use, 'Loading...' meanwhile),
// under the error boundary, with the page's toasts once the first is raised. Redirects replace the
// history entry.
import { useStore } from '@nanostores/react'
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { $session, type SessionState } from '../../src/stores/session'
import { resolveRoute, type MatchedPage, type RouteOutcome, type RoutingSession } from '../routing/resolve-route'
import type { RouteName } from '../routing/route-table'
import { $router, navigate } from '../routing/router'
import { useDefaultLocationId } from '../stats/default-location'
import { AccessDenied } from './access-denied'
import { ErrorBoundary } from './error-boundary'
import { LAYOUTS } from './layouts'
import { LoadingScreen } from './loading-screen'
import { NotFoundScreen } from './not-found-screen'
import { SCREENS } from './screens'
import type { ScreenProps } from './screen-props'
import { $toasterWanted } from './toaster-wanted'

// Toasts come with the first toast raised (./toaster-wanted.ts), not with the page.
const Toaster = lazy(() => import('./toaster'))

export function routingSession(state: SessionState): RoutingSession {
  return state.status === 'authenticated' ? { status: 'authenticated', roles: state.user.roles } : state
}

function useOutcome(): { outcome: RouteOutcome; path: string; error: unknown } {
  const page = useStore($router)
  const session = useStore($session)
  const matched: MatchedPage | undefined = page ? { route: page.route as RouteName, params: page.params as Record<string, string>, search: page.search } : undefined
  const defaultLocation = useDefaultLocationId(matched?.route === 'stats' && session.status === 'authenticated')
  const outcome = resolveRoute(matched, routingSession(session), { defaultLocationId: defaultLocation.id })
  return { outcome, path: page?.path ?? '', error: defaultLocation.error }
}

/** Hands an error met outside the boundary (the default location's answer) to the error screen. */
function Rethrow({ error }: { error: unknown }): null {
  throw error
}

/** The screen inside its layouts, outermost first; each level waits for its code on its own. */
function inLayouts(props: ScreenProps, layouts: readonly (keyof typeof LAYOUTS)[], content: ReactNode): ReactNode {
  return layouts.reduceRight<ReactNode>((child, name) => {
    const Layout = LAYOUTS[name]
    return (
      <Layout key={name} {...props}>
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>{child}</Suspense>
      </Layout>
    )
  }, content)
}

function Content({ outcome }: { outcome: RouteOutcome }) {
  switch (outcome.kind) {
    case 'loading':
    case 'redirect':
      return <LoadingScreen />
    case 'not-found':
      return <NotFoundScreen />
    case 'denied':
      return <AccessDenied />
    case 'screen': {
      const Screen = SCREENS[outcome.route]
      const props: ScreenProps = { route: outcome.route, params: outcome.params, search: outcome.search }
      return inLayouts(props, outcome.layouts, Screen ? <Screen {...props} /> : <NotFoundScreen />)
    }
  }
}

export function App() {
  const { outcome, path, error } = useOutcome()
  const toasterWanted = useStore($toasterWanted)
  const redirectTo = outcome.kind === 'redirect' ? outcome.to : undefined
  useEffect(() => {
    if (redirectTo !== undefined) navigate(redirectTo, { replace: true, carry: false })
  }, [redirectTo])
  return (
    <>
      <ErrorBoundary resetKey={path}>
        <Suspense fallback={<LoadingScreen />}>
          {error === undefined ? <Content outcome={outcome} /> : <Rethrow error={error} />}
        </Suspense>
      </ErrorBoundary>
      {toasterWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  )
}
