// The screen each route renders, as the route table names it, loaded when the route is first
// opened (one chunk per screen module, so the sign-in page does not download the admin panel).
// Redirect-only routes have none. No list to keep: every screen module is found by its file name.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { ROUTES, type RouteName } from '../routing/route-table'
import type { ScreenProps } from './screen-props'

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>
type ScreenModule = { default: ComponentType<ScreenProps> }

/** Every module a route may name, by its path from shell/ without the extension ('screens/compare'). */
export const SCREEN_MODULES: Readonly<Record<string, () => Promise<ScreenModule>>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<ScreenModule>(['../screens/*.tsx', '!../screens/*.test.tsx', '!../screens/*.stories.tsx', '../login/login-screen.tsx', '../square/square-screen.tsx']),
  ).map(([path, load]) => [path.replace(/^\.\.\//, '').replace(/\.tsx$/, ''), load]),
)

function screenOf(name: string | undefined): Screen | undefined {
  const load = name === undefined ? undefined : SCREEN_MODULES[name]
  return load === undefined ? undefined : lazy(load)
}

export const SCREENS: Partial<Record<RouteName, Screen>> = Object.fromEntries(
  Object.entries(ROUTES).flatMap(([route, definition]) => {
    const screen = screenOf('screen' in definition ? definition.screen : undefined)
    return screen === undefined ? [] : [[route, screen]]
  }),
)
