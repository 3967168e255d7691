// The /stats frame's menus, loaded when the reader first reaches for one rather than with the
// page: they are built on @floating-ui (about 20 KB with compression, with their dialogs), which
// reading a screen does not need. Until then each trigger stands in with the same look, name and
// popup role, enabled: hovering or focusing it fetches the menu's code, pressing it opens the menu
// once the code is here (widgets/ui-kit/on-demand.ts), so keyboard and pointer work from the start.
import { useStore } from '@nanostores/react'
import { $session } from '../../src/stores/session'
import { MenuOnDemand } from '../../widgets/ui-kit/menu-on-demand'
import { onDemand } from '../../widgets/ui-kit/on-demand'
import { themeTriggerText } from '../theme/theme-switcher-text'
import { $theme } from '../theme/theme-store'
import { DotsIcon } from './dots-icon'
import { roleLabel, UserBadge } from './user-badge'

const themeSwitcher = onDemand(() => import('../theme/theme-switcher').then((module) => module.ThemeSwitcher))
const headerMenu = onDemand(() => import('./header-menu').then((module) => module.HeaderMenu))
const userMenu = onDemand(() => import('./user-menu').then((module) => module.UserMenu))

export function ThemeSwitcher() {
  const text = themeTriggerText(useStore($theme))
  return <MenuOnDemand part={themeSwitcher} props={{}} look={{ label: text, size: 'sm', children: text }} />
}

export function HeaderMenu() {
  return <MenuOnDemand part={headerMenu} props={{}} look={{ label: 'Dashboard menu', variant: 'ghost', size: 'sm', children: <DotsIcon /> }} />
}

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const session = useStore($session)
  if (session.status !== 'authenticated') return null
  const { username, roles } = session.user
  const look = { label: `User menu for ${username} (${roleLabel(roles)})`, variant: 'ghost' as const, children: <UserBadge username={username} roles={roles} compact={compact} /> }
  return <MenuOnDemand part={userMenu} props={{ compact }} look={look} />
}
