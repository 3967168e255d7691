// What a Menu hands its items: the interaction props for each item, which one is active, and how
// to close the menu after a choice.
import type { UseInteractionsReturn } from '@floating-ui/react'
import { createContext, useContext } from 'react'

export interface MenuContextValue {
  getItemProps: UseInteractionsReturn['getItemProps']
  activeIndex: number | null
  /** Closes the menu; focus goes back to its trigger. */
  close: () => void
}

export const MenuContext = createContext<MenuContextValue | null>(null)

export function useMenu(): MenuContextValue {
  const menu = useContext(MenuContext)
  if (!menu) throw new Error('Menu items must be rendered inside a <Menu>')
  return menu
}
