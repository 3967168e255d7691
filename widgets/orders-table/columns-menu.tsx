// The orders table's Columns menu, a part of its own so the table draws its first rows without it:
// its code (with @floating-ui's) loads when the reader first reaches for the Columns button.
import { Menu, MenuCheckboxItem, MenuLabel } from '../ui-kit'
import { ORDERS_COLUMNS, type ColumnId } from './columns'

export interface ColumnsMenuProps {
  /** The columns shown now. */
  shown: readonly ColumnId[]
  onToggle: (id: ColumnId, on: boolean) => void
  /** Open as it first appears: its stand-in was pressed. */
  defaultOpen?: boolean
}

export function ColumnsMenu({ shown, onToggle, defaultOpen }: ColumnsMenuProps) {
  return (
    <Menu trigger="Columns" defaultOpen={defaultOpen}>
      <MenuLabel>Show columns</MenuLabel>
      {ORDERS_COLUMNS.map((column) => (
        <MenuCheckboxItem key={column.id} checked={shown.includes(column.id)} onCheckedChange={(on) => onToggle(column.id, on)}>
          {column.header}
        </MenuCheckboxItem>
      ))}
    </Menu>
  )
}
