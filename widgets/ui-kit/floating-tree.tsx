// Popovers opened from inside a dialog (a city combobox in a form, a menu in a dialog footer) must
// count as part of it: a click in the popover is not an outside press that closes the dialog, and
// Escape closes the innermost layer first. @floating-ui knows that through a FloatingTree; every
// floating part joins the nearest tree or starts one.
import { FloatingTree, useFloatingParentNodeId } from '@floating-ui/react'
import type { ReactNode } from 'react'

/** Renders `children` in the surrounding floating tree, or in a new one when there is none. */
export function InFloatingTree({ children }: { children: ReactNode }) {
  const parentId = useFloatingParentNodeId()
  return parentId === null ? <FloatingTree>{children}</FloatingTree> : <>{children}</>
}
