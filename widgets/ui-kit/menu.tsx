// A button that opens a menu (the tables' Columns menu, a row's actions). Built on @floating-ui:
// useListNavigation moves between items with the arrow keys, Home and End, useTypeahead jumps to
// an item by its first letters, useDismiss closes on Escape or a press outside, and the focus
// manager gives focus back to the trigger when the menu closes.
import {
  FloatingFocusManager,
  FloatingList,
  FloatingNode,
  FloatingPortal,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react'
import { useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { Button, type ButtonSize, type ButtonVariant } from './button'
import { InFloatingTree } from './floating-tree'
import menuCss from './menu.css?inline'
import { MenuContext, type MenuContextValue } from './menu-context'
import { popoverPlacement, popoverStyles } from './popover'
import { usePortalRoot } from '../../src/elements/portal-root'

export const menuStyles = defineStyles(menuCss, 'kit')

export interface MenuProps {
  /** The trigger's content: text ("Columns"), or an icon with `triggerLabel`. */
  trigger: ReactNode
  /** The trigger's accessible name, required when `trigger` is only an icon ("Row actions"). */
  triggerLabel?: string
  triggerVariant?: ButtonVariant
  triggerSize?: ButtonSize
  /** Where the menu opens against its trigger; below, aligned to its start, unless told. */
  placement?: Placement
  /** Open as it first appears (a stand-in trigger was pressed while the menu's code loaded). */
  defaultOpen?: boolean
  /** MenuItem, MenuCheckboxItem, MenuLinkItem, MenuSeparator, MenuLabel. */
  children: ReactNode
}

export function Menu(props: MenuProps) {
  return (
    <InFloatingTree>
      <MenuPopover {...props} />
    </InFloatingTree>
  )
}

function MenuPopover({ trigger, triggerLabel, triggerVariant = 'outline', triggerSize = 'md', placement, defaultOpen = false, children }: MenuProps) {
  useStyles(popoverStyles, menuStyles)
  const [open, setOpen] = useState(defaultOpen)
  // Opened by its stand-in's press, it starts on its first item, as a keyboard press would.
  const [activeIndex, setActiveIndex] = useState<number | null>(defaultOpen ? 0 : null)
  const elementsRef = useRef<Array<HTMLElement | null>>([])
  const labelsRef = useRef<Array<string | null>>([])
  const nodeId = useFloatingNodeId()
  const portalRoot = usePortalRoot()
  const { refs, floatingStyles, context } = useFloating({ nodeId, open, onOpenChange: setOpen, ...popoverPlacement(placement) })
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, { listRef: elementsRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: open ? setActiveIndex : undefined }),
  ])
  const menu = useMemo<MenuContextValue>(() => ({ getItemProps, activeIndex, close: () => setOpen(false) }), [getItemProps, activeIndex])
  // @floating-ui makes any trigger inside another floating part (a dialog, a sheet) a submenu's
  // menuitem; only a trigger inside a menu is one: elsewhere it stays a button.
  const insideMenu = useContext(MenuContext) !== null

  return (
    <FloatingNode id={nodeId}>
      <Button
        ref={refs.setReference}
        variant={triggerVariant}
        size={triggerSize}
        aria-label={triggerLabel}
        data-open={open || undefined}
        {...getReferenceProps()}
        role={insideMenu ? 'menuitem' : undefined}
      >
        {trigger}
      </Button>
      {open ? (
        <FloatingPortal root={portalRoot}>
          <FloatingFocusManager context={context} modal={false} initialFocus={0}>
            <div
              ref={refs.setFloating}
              className="fw-popover fw-menu"
              style={floatingStyles}
              aria-label={triggerLabel}
              {...getFloatingProps()}
            >
              <MenuContext.Provider value={menu}>
                <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
                  {children}
                </FloatingList>
              </MenuContext.Provider>
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </FloatingNode>
  )
}
