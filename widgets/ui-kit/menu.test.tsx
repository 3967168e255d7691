// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog } from './dialog'
import { Menu } from './menu'
import { MenuCheckboxItem, MenuItem, MenuLinkItem, MenuRadioGroup, MenuRadioItem, MenuSeparator } from './menu-items'
import { renderInShadowWidget } from './testing/shadow-widget'

function RowActions({ onEdit = () => {}, onDelete = () => {} }: { onEdit?: () => void; onDelete?: () => void }) {
  return (
    <Menu trigger="Actions">
      <MenuItem onSelect={onEdit}>Edit</MenuItem>
      <MenuItem onSelect={() => {}}>Copy id</MenuItem>
      <MenuSeparator />
      <MenuItem onSelect={onDelete} destructive>
        Delete
      </MenuItem>
      <MenuLinkItem href="/orders/2025/O1">Open order</MenuLinkItem>
    </Menu>
  )
}

function ColumnsMenu() {
  const [shown, setShown] = useState<Record<string, boolean>>({ 'Net Sales 2024': true, 'Net Sales 2025': false })
  return (
    <Menu trigger="Columns">
      {Object.entries(shown).map(([name, checked]) => (
        <MenuCheckboxItem key={name} checked={checked} onCheckedChange={(next) => setShown({ ...shown, [name]: next })}>
          {name}
        </MenuCheckboxItem>
      ))}
    </Menu>
  )
}

function ThemeMenu() {
  const [theme, setTheme] = useState('System')
  return (
    <Menu trigger={`Theme: ${theme}`}>
      <MenuRadioGroup label="Theme">
        {['Light', 'Dark', 'System'].map((name) => (
          <MenuRadioItem key={name} checked={theme === name} onSelect={() => setTheme(name)}>
            {name}
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </Menu>
  )
}

describe('Menu', () => {
  it('keeps its trigger a button inside a dialog (the sidebar sheet), where it is no submenu', () => {
    render(
      <Dialog open onOpenChange={() => {}} title="Sheet">
        <RowActions />
      </Dialog>,
    )
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveAttribute('aria-haspopup', 'menu')
  })

  it('opens from the keyboard on the first item and moves with arrows, Home and End', async () => {
    const user = userEvent.setup()
    render(<RowActions />)
    const trigger = screen.getByRole('button', { name: 'Actions' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    act(() => trigger.focus())
    await user.keyboard('{ArrowDown}')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('menu')).toBeInTheDocument()
    const items = screen.getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Copy id', 'Delete', 'Open order'])
    await waitFor(() => expect(items[0]).toHaveFocus())
    await user.keyboard('{ArrowDown}')
    expect(items[1]).toHaveFocus()
    await user.keyboard('{End}')
    expect(items[3]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(items[0]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(items[0]).toHaveFocus()
    expect(screen.getByRole('separator')).toBeInTheDocument()
  })

  it('opens as it appears when told (a stand-in trigger was pressed), on its first item, and gives focus to its trigger on close', async () => {
    const user = userEvent.setup()
    render(
      <Menu trigger="Actions" defaultOpen>
        <MenuItem onSelect={() => {}}>Edit</MenuItem>
        <MenuItem onSelect={() => {}}>Copy id</MenuItem>
      </Menu>,
    )
    const trigger = screen.getByRole('button', { name: 'Actions' })
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('jumps to an item by typing its first letters', async () => {
    // Both letters in one go (no delay between keys): typeahead forgets what was typed after a
    // pause, and a busy machine must not turn "de" into a pause.
    const user = userEvent.setup({ delay: null })
    render(<RowActions />)
    await user.click(screen.getByRole('button', { name: 'Actions' }))
    await waitFor(() => expect(screen.getByRole('menu')).toContainElement(document.activeElement as HTMLElement))
    await user.keyboard('de')
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus()
  })

  it('runs the chosen item, closes and gives focus back to the trigger', async () => {
    const user = userEvent.setup()
    const onDelete = vi.fn()
    render(<RowActions onDelete={onDelete} />)
    const trigger = screen.getByRole('button', { name: 'Actions' })
    act(() => trigger.focus())
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus())
    await user.keyboard('{End}{ArrowUp}{Enter}')
    expect(onDelete).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('menu')).toBeNull()
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('closes on Escape and on a press outside', async () => {
    const user = userEvent.setup()
    render(
      <>
        <RowActions />
        <p>Outside</p>
      </>,
    )
    const trigger = screen.getByRole('button', { name: 'Actions' })
    await user.click(trigger)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    await waitFor(() => expect(trigger).toHaveFocus())

    await user.click(trigger)
    expect(screen.getByRole('menu')).toBeInTheDocument()
    await user.click(screen.getByText('Outside'))
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('renders links as real links', async () => {
    const user = userEvent.setup()
    render(<RowActions />)
    await user.click(screen.getByRole('button', { name: 'Actions' }))
    expect(screen.getByRole('menuitem', { name: 'Open order' })).toHaveAttribute('href', '/orders/2025/O1')
  })

  it('toggles checkbox items and stays open for the next one', async () => {
    const user = userEvent.setup()
    render(<ColumnsMenu />)
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    const net2025 = screen.getByRole('menuitemcheckbox', { name: 'Net Sales 2025' })
    expect(net2025).toHaveAttribute('aria-checked', 'false')
    expect(screen.getByRole('menuitemcheckbox', { name: 'Net Sales 2024' })).toHaveAttribute('aria-checked', 'true')
    await user.click(net2025)
    expect(screen.getByRole('menuitemcheckbox', { name: 'Net Sales 2025' })).toHaveAttribute('aria-checked', 'true')
    await user.keyboard('{ArrowUp}{Enter}')
    expect(screen.getByRole('menuitemcheckbox', { name: 'Net Sales 2024' })).toHaveAttribute('aria-checked', 'false')
    expect(screen.getByRole('menu')).toBeInTheDocument()
  })

  it('offers one choice of several as radio items: one checked, choosing closes the menu', async () => {
    const user = userEvent.setup()
    render(<ThemeMenu />)
    await user.click(screen.getByRole('button', { name: 'Theme: System' }))
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument()
    expect(screen.getAllByRole('menuitemradio').map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Light', 'false'],
      ['Dark', 'false'],
      ['System', 'true'],
    ])
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }))
    expect(screen.queryByRole('menu')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Theme: Dark' }))
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'false')
  })

  it('portals into the widget portal layer inside the shadow root', async () => {
    const onEdit = vi.fn()
    const widget = renderInShadowWidget(<RowActions onEdit={onEdit} />)
    const trigger = widget.mount.querySelector('button')!
    act(() => trigger.focus())
    fireEvent.keyDown(trigger, { key: 'ArrowDown' })
    const menu = widget.portal.querySelector('[role="menu"]')
    expect(menu).not.toBeNull()
    expect(document.body.querySelector('[role="menu"]')).toBeNull()
    await waitFor(() => expect(widget.shadow.activeElement?.textContent).toBe('Edit'))
    fireEvent.keyDown(widget.shadow.activeElement!, { key: 'Escape' })
    expect(widget.portal.querySelector('[role="menu"]')).toBeNull()
    widget.remove()
  })
})
