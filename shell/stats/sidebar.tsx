// The /stats sidebar (docs/screens.md#the-sidebar): the logo and header menu, the Views buttons, the location filters
// (summary button, panel, count line) and the virtualised location list — both fw-* elements,
// given the URL's filters — and the user menu at the foot. Collapsed, only the logo, the views and
// the user menu stay, as icons. The two elements' code loads once the sidebar is drawn, beside the
// route's screen: until then they are unknown elements, which upgrade when defined.
import { useEffect } from 'react'
import { useElementContext } from '../app/element-context'
import type { SearchValues } from '../routing/search-params'
import { HeaderMenu, UserMenu } from './deferred-chrome'
import { locationFilterAttributes } from './location-filter-attributes'
import { LogoButton } from './logo-button'
import type { LocationView } from './view-store'
import { ViewsNav } from './views-nav'

export interface SidebarProps {
  search: SearchValues
  /** The view showing, highlighted among the Views buttons. */
  activeView: LocationView | undefined
  /** Only the icons (the collapsed wide sidebar). */
  collapsed?: boolean
}

export function SidebarContent({ search, activeView, collapsed = false }: SidebarProps) {
  const filters = locationFilterAttributes(search)
  const context = useElementContext()
  useEffect(() => {
    void import('../../widgets/location-filters/location-filters.element')
    void import('../../widgets/location-list/location-list.element')
  }, [])
  return (
    <div className="shell-sidebar__content">
      <div className="shell-sidebar__header">
        <LogoButton />
        {!collapsed ? (
          <>
            <span className="shell-sidebar__title">Fireworks</span>
            <HeaderMenu />
          </>
        ) : null}
      </div>
      <ViewsNav active={activeView} compact={collapsed} />
      {!collapsed ? (
        <div className="shell-sidebar__locations">
          <fw-location-filters {...context} {...filters} className="shell-sidebar__filters" />
          <fw-location-list {...context} {...filters} className="shell-sidebar__list" />
        </div>
      ) : (
        <div className="shell-sidebar__spacer" />
      )}
      <div className="shell-sidebar__footer">
        <UserMenu compact={collapsed} />
      </div>
    </div>
  )
}
