// The sidebar as a slide-over sheet on narrow screens, loaded beside the route's screen: it is
// built on the ui-kit's dialog, which the first paint does not need. Its own file, because the
// sheet holds the sidebar, which holds the menus.
import { lazy, Suspense } from 'react'
import type { SidebarSheetProps } from './sidebar-sheet'

const LazySidebarSheet = lazy(() => import('./sidebar-sheet').then((module) => ({ default: module.SidebarSheet })))

/** The sidebar as a slide-over sheet (narrow screens); closed at first, so nothing stands in for it. */
export function SidebarSheet(props: SidebarSheetProps) {
  return (
    <Suspense fallback={null}>
      <LazySidebarSheet {...props} />
    </Suspense>
  )
}
