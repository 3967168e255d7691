// /stats (docs/screens.md#the-stats-area): the locations sidebar beside a header (the dashboard's title, the sidebar
// toggle, the celebration switches, the theme switcher) and the route's content. Wide screens get a sidebar that collapses
// to icons (Ctrl/Cmd+B, kept in the sidebar_state cookie); below 1280 px it is a slide-over sheet.
// The page's celebrations live here (../celebrations: the live connection for the logo's status
// dot, the fireworks and the payment toasts). The
// fireworks' code and the sheet load once the frame is drawn (deferred-sheet.tsx), the menus
// when first reached for (deferred-chrome.tsx).
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { useStyles } from '../../src/elements/use-styles'
import { IconButton } from '../../widgets/ui-kit'
import type { LayoutProps } from '../app/screen-props'
import { MAIN_CONTENT_ID } from '../app/skip-link'
import { CelebrationSwitches } from '../celebrations/celebration-switches'
import { Celebrations } from '../celebrations/celebrations'
import { ThemeSwitcher } from './deferred-chrome'
import { SidebarSheet } from './deferred-sheet'
import { $sidebarExpanded, $sidebarSheetOpen, isSidebarShortcut, setSidebarSheetOpen, toggleSidebar } from './sidebar-state'
import { SidebarContent } from './sidebar'
import { statsLayoutStyles } from './stats-layout-styles'
import { useNarrowScreen } from './use-narrow-screen'
import type { LocationView } from './view-store'

const VIEW_OF_ROUTE: Partial<Record<LayoutProps['route'], LocationView>> = { locationsMap: 'map', locationsList: 'list', locationsGrid: 'grid' }

export default function StatsLayout({ route, search, children }: LayoutProps) {
  useStyles(statsLayoutStyles)
  const narrow = useNarrowScreen()
  const expanded = useStore($sidebarExpanded)
  const sheetOpen = useStore($sidebarSheetOpen)
  const activeView = VIEW_OF_ROUTE[route]

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return
      event.preventDefault()
      toggleSidebar(narrow)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [narrow])
  // A route change closes the sheet: the reader chose where to go.
  useEffect(() => setSidebarSheetOpen(false), [route])

  const open = narrow ? sheetOpen : expanded
  return (
    <div className="shell-stats" data-sidebar={narrow ? 'sheet' : expanded ? 'expanded' : 'collapsed'}>
      {!narrow ? (
        <aside className="shell-sidebar" aria-label="Locations sidebar" data-state={expanded ? 'expanded' : 'collapsed'}>
          <SidebarContent search={search} activeView={activeView} collapsed={!expanded} />
        </aside>
      ) : (
        <SidebarSheet open={sheetOpen} onOpenChange={setSidebarSheetOpen} search={search} activeView={activeView} />
      )}
      <div className="shell-stats__main">
        <header className="shell-header">
          <IconButton
            label="Toggle Sidebar"
            aria-expanded={open}
            aria-keyshortcuts="Control+B Meta+B"
            icon={<SidebarIcon />}
            onClick={() => toggleSidebar(narrow)}
          />
          <h1 className="shell-header__title">Fireworks Dashboard</h1>
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

function SidebarIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6">
      <rect x="1.5" y="2.5" width="13" height="11" rx="1.5" />
      <path d="M6 2.5v11" />
    </svg>
  )
}
