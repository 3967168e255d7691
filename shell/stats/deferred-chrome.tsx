// The /stats frame's menus, loaded when the reader first reaches for one rather than with the
// page: they are built on @floating-ui (about 20 KB with compression, with their dialogs), which
// reading a screen does not need. Until then each trigger stands in with the same look, name and
// popup role, enabled: hovering or focusing it fetches the menu's code, pressing it opens the menu
// once the code is here (widgets/ui-kit/on-demand.ts), so keyboard and pointer work from the start.
import { useStore } from '@nanostores/react'
import { Suspense, type ReactNode } from 'react'
import { $session } from '../../src/stores/session'
import { Button, type ButtonSize, type ButtonVariant } from '../../widgets/ui-kit'
import { onDemand, useOnDemand, type OnDemandPart } from '../../widgets/ui-kit/on-demand'
import { themeTriggerText } from '../theme/theme-switcher-text'
import { $theme } from '../theme/theme-store'
import { DotsIcon } from './dots-icon'
import { roleLabel, UserBadge } from './user-badge'

const themeSwitcher = onDemand(() => import('../theme/theme-switcher').then((module) => module.ThemeSwitcher))
const headerMenu = onDemand(() => import('./header-menu').then((module) => module.HeaderMenu))
const userMenu = onDemand(() => import('./user-menu').then((module) => module.UserMenu))

interface TriggerLook {
  label: string
  variant?: ButtonVariant
  size?: ButtonSize
  children: ReactNode
}

/** A menu that loads on first use: its stand-in trigger until pressed, then the menu, open. */
function MenuOnDemand<P extends { defaultOpen?: boolean }>({ part, props, look }: { part: OnDemandPart<P>; props: P; look: TriggerLook }) {
  const { showPart, pressed, standIn } = useOnDemand(part)
  const { label, variant = 'outline', size = 'md', children } = look
  const trigger = (
    <Button variant={variant} size={size} aria-label={label} aria-haspopup="menu" aria-expanded={false} {...standIn}>
      {children}
    </Button>
  )
  return <Suspense fallback={trigger}>{showPart ? <part.Part {...props} defaultOpen={pressed} /> : trigger}</Suspense>
}

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
