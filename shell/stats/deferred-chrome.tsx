// The /stats frame's menus, loaded beside the route's screen rather than before it: they
// are built on @floating-ui (about 22 KB gzip with its focus and list helpers), which the first
// paint does not need. Until a menu's code arrives, its trigger stands in its place with the same
// look and name, disabled, so nothing moves when the real one replaces it.
import { useStore } from '@nanostores/react'
import { lazy, Suspense, type ReactNode } from 'react'
import { $session } from '../../src/stores/session'
import { Button, type ButtonSize, type ButtonVariant } from '../../widgets/ui-kit'
import { themeTriggerText } from '../theme/theme-switcher-text'
import { $theme } from '../theme/theme-store'
import { DotsIcon } from './dots-icon'
import { roleLabel, UserBadge } from './user-badge'

const LazyThemeSwitcher = lazy(() => import('../theme/theme-switcher').then((module) => ({ default: module.ThemeSwitcher })))
const LazyHeaderMenu = lazy(() => import('./header-menu').then((module) => ({ default: module.HeaderMenu })))
const LazyUserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })))

interface PlaceholderProps {
  label: string
  variant?: ButtonVariant
  size?: ButtonSize
  children: ReactNode
}

/** A menu's trigger while the menu loads: same look, name and popup role, not yet operable. */
function TriggerPlaceholder({ label, variant = 'outline', size = 'md', children }: PlaceholderProps) {
  return (
    <Button variant={variant} size={size} aria-label={label} aria-haspopup="menu" aria-expanded={false} disabled>
      {children}
    </Button>
  )
}

export function ThemeSwitcher() {
  const text = themeTriggerText(useStore($theme))
  return (
    <Suspense
      fallback={
        <TriggerPlaceholder label={text} size="sm">
          {text}
        </TriggerPlaceholder>
      }
    >
      <LazyThemeSwitcher />
    </Suspense>
  )
}

export function HeaderMenu() {
  return (
    <Suspense
      fallback={
        <TriggerPlaceholder label="Dashboard menu" variant="ghost" size="sm">
          <DotsIcon />
        </TriggerPlaceholder>
      }
    >
      <LazyHeaderMenu />
    </Suspense>
  )
}

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const session = useStore($session)
  if (session.status !== 'authenticated') return null
  const { username, roles } = session.user
  return (
    <Suspense
      fallback={
        <TriggerPlaceholder label={`User menu for ${username} (${roleLabel(roles)})`} variant="ghost">
          <UserBadge username={username} roles={roles} compact={compact} />
        </TriggerPlaceholder>
      }
    >
      <LazyUserMenu compact={compact} />
    </Suspense>
  )
}
