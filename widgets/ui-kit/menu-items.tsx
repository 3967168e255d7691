// The things a Menu holds. Each item registers with the menu's list (useListItem) so arrow keys
// and typeahead reach it; only the active item is in the tab order (a roving tabindex).
import { useListItem } from '@floating-ui/react'
import type { MouseEvent, ReactNode } from 'react'
import { CheckIcon } from './icons'
import { useMenu } from './menu-context'

interface ItemBase {
  children: ReactNode
  /** The text typeahead matches; needed when `children` is not plain text. */
  textValue?: string
  disabled?: boolean
}

export interface MenuItemProps extends ItemBase {
  /** Called when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: () => void
  /** Red text for an item that deletes something. */
  destructive?: boolean
}

/** An action. */
export function MenuItem({ children, textValue, disabled, onSelect, destructive }: MenuItemProps) {
  const menu = useMenu()
  const item = useListItem({ label: disabled ? null : (textValue ?? textOf(children)) })
  const active = item.index === menu.activeIndex
  return (
    <button
      ref={item.ref}
      type="button"
      role="menuitem"
      className="fw-menu-item"
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      data-active={active || undefined}
      data-destructive={destructive || undefined}
      {...menu.getItemProps({
        onClick() {
          onSelect?.()
          menu.close()
        },
      })}
    >
      {children}
    </button>
  )
}

export interface MenuCheckboxItemProps extends ItemBase {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** Close after toggling; false unless told, so several columns can be toggled in one visit. */
  closeOnSelect?: boolean
}

interface CheckedItemProps extends ItemBase {
  role: 'menuitemcheckbox' | 'menuitemradio'
  checked: boolean
  /** The mark beside a checked item. */
  mark: ReactNode
  onChoose: () => void
  closeOnSelect: boolean
}

/** A menu item that is checked or not (a checkbox or a radio item): one way to draw and choose both. */
function CheckedItem({ role, children, textValue, disabled, checked, mark, onChoose, closeOnSelect }: CheckedItemProps) {
  const menu = useMenu()
  const item = useListItem({ label: disabled ? null : (textValue ?? textOf(children)) })
  const active = item.index === menu.activeIndex
  return (
    <button
      ref={item.ref}
      type="button"
      role={role}
      aria-checked={checked}
      className="fw-menu-item"
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      data-active={active || undefined}
      {...menu.getItemProps({
        onClick() {
          onChoose()
          if (closeOnSelect) menu.close()
        },
      })}
    >
      <span className="fw-menu-check">{checked ? mark : null}</span>
      {children}
    </button>
  )
}

/** An on/off choice, such as one column of a Columns menu. */
export function MenuCheckboxItem({ checked, onCheckedChange, closeOnSelect = false, ...item }: MenuCheckboxItemProps) {
  return <CheckedItem {...item} role="menuitemcheckbox" checked={checked} mark={<CheckIcon />} onChoose={() => onCheckedChange(!checked)} closeOnSelect={closeOnSelect} />
}

export interface MenuRadioItemProps extends ItemBase {
  /** Whether this is the group's current choice. */
  checked: boolean
  /** Called when the item is chosen; the menu then closes. */
  onSelect: () => void
}

/** One choice of several, only one of which holds (Light, Dark or System); put them in a MenuRadioGroup. */
export function MenuRadioItem({ checked, onSelect, ...item }: MenuRadioItemProps) {
  return <CheckedItem {...item} role="menuitemradio" checked={checked} mark={<DotIcon />} onChoose={onSelect} closeOnSelect />
}

/** The radio items of one choice, named for screen readers ("Theme"). */
export function MenuRadioGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label}>
      {children}
    </div>
  )
}

/** The mark of the chosen radio item. */
function DotIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="3.5" fill="currentColor" />
    </svg>
  )
}

export interface MenuLinkItemProps extends ItemBase {
  href: string
  /** Told of the click first; a widget cancels it here and emits fw-navigate instead. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
}

/** A real link in the menu: middle-click and copy-link keep working. */
export function MenuLinkItem({ children, textValue, disabled, href, onClick }: MenuLinkItemProps) {
  const menu = useMenu()
  const item = useListItem({ label: disabled ? null : (textValue ?? textOf(children)) })
  const active = item.index === menu.activeIndex
  return (
    <a
      ref={item.ref}
      href={disabled ? undefined : href}
      role="menuitem"
      className="fw-menu-item"
      tabIndex={active ? 0 : -1}
      aria-disabled={disabled || undefined}
      data-active={active || undefined}
      {...menu.getItemProps({
        onClick(event: MouseEvent<HTMLAnchorElement>) {
          onClick?.(event)
          menu.close()
        },
      })}
    >
      {children}
    </a>
  )
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <div role="separator" className="fw-menu-separator" />
}

/** A small heading over a group of items ("Columns for 2024"). */
export function MenuLabel({ children }: { children: ReactNode }) {
  return <div className="fw-menu-label">{children}</div>
}

function textOf(node: ReactNode): string | null {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  return null
}
