// The sidebar as a slide-over sheet below 1280 px (docs/screens.md#the-sidebar), in the ui-kit's dialog.
import { Dialog } from '../../widgets/ui-kit'
import type { SearchValues } from '../routing/search-params'
import { SidebarContent } from './sidebar'
import type { LocationView } from './view-store'

export interface SidebarSheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  search: SearchValues
  activeView: LocationView | undefined
}

export function SidebarSheet({ open, onOpenChange, search, activeView }: SidebarSheetProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Locations sidebar" className="shell-sheet" maxWidth="18rem">
      <SidebarContent search={search} activeView={activeView} />
    </Dialog>
  )
}
