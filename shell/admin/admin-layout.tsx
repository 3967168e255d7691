// /admin (docs/screens.md#admin): the admin sidebar with its nine entries and 'Return to App' to `/`, a
// header with the celebration switches and the theme switcher, and the route's admin element. It
// holds the page's celebrations as the /stats layout does (../celebrations): the live connection,
// so the webhook tester's payment reaches this very screen and counts it, the fireworks and the
// toasts. Every /admin route is guarded on its own in the route table; this layout only frames.
import { useStyles } from '../../src/elements/use-styles'
import type { LayoutProps } from '../app/screen-props'
import { MAIN_CONTENT_ID } from '../app/skip-link'
import { CelebrationSwitches } from '../celebrations/celebration-switches'
import { Celebrations } from '../celebrations/celebrations'
import { ShellLink } from '../routing/shell-link'
import { ThemeSwitcher } from '../theme/theme-switcher'
import { adminStyles } from './admin-styles'
import { ADMIN_NAV, activeAdminEntry } from './admin-nav'

export default function AdminLayout({ route, children }: LayoutProps) {
  useStyles(adminStyles)
  const active = activeAdminEntry(route)
  return (
    <div className="shell-admin">
      <aside className="shell-admin__sidebar" aria-label="Admin sidebar">
        <p className="shell-admin__brand">Admin Panel</p>
        <nav aria-label="Admin">
          <ul className="shell-admin__nav">
            {ADMIN_NAV.map((entry) => (
              <li key={entry.href}>
                <ShellLink href={entry.href} carry={false} className="shell-admin__link" aria-current={entry === active ? 'page' : undefined}>
                  {entry.label}
                </ShellLink>
              </li>
            ))}
          </ul>
        </nav>
        <ShellLink href="/" carry={false} className="shell-admin__link shell-admin__return">
          Return to App
        </ShellLink>
      </aside>
      <div className="shell-admin__main">
        <header className="shell-header">
          <h1 className="shell-header__title">{active?.label ?? 'Admin'}</h1>
          <div className="shell-header__actions">
            <CelebrationSwitches />
            <ThemeSwitcher />
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} className="shell-content" tabIndex={-1}>
        {children}
      </main>
      </div>
      <Celebrations />
    </div>
  )
}
