// What every screen and layout module receives from the route table.
import type { ReactNode } from 'react'
import type { RouteName } from '../routing/route-table'
import type { SearchValues } from '../routing/search-params'

export interface ScreenProps {
  route: RouteName
  /** The route's path parameters (`locationId`, `year`, `orderId`), decoded. */
  params: Readonly<Record<string, string>>
  /** The page's search values. */
  search: SearchValues
}

export interface LayoutProps extends ScreenProps {
  children: ReactNode
}
