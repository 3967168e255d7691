import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { Menu } from './menu'
import { MenuCheckboxItem, MenuItem, MenuLabel, MenuLinkItem, MenuSeparator } from './menu-items'
import { ChevronDownIcon } from './icons'

export default { title: 'UI kit / Menu' } satisfies StoryDefault

const YEARS = [2023, 2024, 2025]

function ColumnsMenu() {
  const [shown, setShown] = useState<Set<string>>(new Set(['Total Net Sales 2025']))
  const toggle = (column: string, on: boolean) => {
    const next = new Set(shown)
    if (on) next.add(column)
    else next.delete(column)
    setShown(next)
  }
  return (
    <Menu
      trigger={
        <>
          Columns <ChevronDownIcon />
        </>
      }
      triggerLabel="Columns"
    >
      {YEARS.map((year, index) => (
        <div key={year} style={{ display: 'contents' }}>
          {index > 0 ? <MenuSeparator /> : null}
          <MenuLabel>{year}</MenuLabel>
          {['Total Transactions', 'Total Net Sales'].map((figure) => {
            const column = `${figure} ${year}`
            return (
              <MenuCheckboxItem key={column} checked={shown.has(column)} onCheckedChange={(on) => toggle(column, on)}>
                {column}
              </MenuCheckboxItem>
            )
          })}
        </div>
      ))}
    </Menu>
  )
}

function Menus() {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <ColumnsMenu />
      <Menu trigger="Account">
        <MenuLinkItem href="#profile">Profile</MenuLinkItem>
        <MenuLinkItem href="#admin">Admin</MenuLinkItem>
        <MenuSeparator />
        <MenuItem onSelect={() => {}} destructive>
          Log out
        </MenuItem>
      </Menu>
    </div>
  )
}

export const Default: Story = () => <Menus />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <Menus />
  </WidgetFrame>
)
