// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TabPanel, Tabs, type TabItem } from './tabs'

const VIEWS: TabItem[] = [
  { value: 'stats', label: 'Stats' },
  { value: 'items', label: 'Items' },
  { value: 'orders', label: 'Orders' },
]

function LocationViews({ activation }: { activation?: 'automatic' | 'manual' }) {
  const [view, setView] = useState('stats')
  return (
    <Tabs label="Location views" tabs={VIEWS} value={view} onValueChange={setView} activation={activation}>
      <TabPanel value="stats">Stats panel</TabPanel>
      <TabPanel value="items">Items panel</TabPanel>
      <TabPanel value="orders">Orders panel</TabPanel>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('shows the selected tab panel, labelled by its tab', () => {
    render(<LocationViews />)
    expect(screen.getByRole('tablist', { name: 'Location views' })).toBeInTheDocument()
    const stats = screen.getByRole('tab', { name: 'Stats' })
    expect(stats).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Stats' })).toHaveTextContent('Stats panel')
    expect(stats).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id)
  })

  it('is one tab stop; arrows, Home and End move between tabs and choose them', async () => {
    const user = userEvent.setup()
    render(<LocationViews />)
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    await user.tab()
    expect(screen.getByRole('tab', { name: 'Stats' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Items panel')
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Orders panel')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Stats' })).toHaveFocus()
    await user.keyboard('{Home}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus()
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0])
  })

  it('waits for Enter or Space with manual activation', async () => {
    const user = userEvent.setup()
    render(<LocationViews activation="manual" />)
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Stats panel')
    await user.keyboard('{Enter}')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Items panel')
  })

  it('renders link tabs as real links, the current one aria-current, and only moves focus on arrows', async () => {
    const user = userEvent.setup()
    const onLinkClick = vi.fn((_tab: TabItem, event: { preventDefault: () => void }) => event.preventDefault())
    const routes: TabItem[] = VIEWS.map((tab) => ({ ...tab, href: `/stats/details/location/L1/${tab.value}` }))
    render(<Tabs label="Location views" tabs={routes} value="items" onLinkClick={onLinkClick} />)
    const items = screen.getByRole('tab', { name: 'Items' })
    expect(items.tagName).toBe('A')
    expect(items).toHaveAttribute('href', '/stats/details/location/L1/items')
    expect(items).toHaveAttribute('aria-current', 'page')
    expect(items).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Stats' })).not.toHaveAttribute('aria-current')
    act(() => items.focus())
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus()
    expect(onLinkClick).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(onLinkClick).toHaveBeenCalledTimes(1)
    expect(onLinkClick.mock.calls[0]![0].value).toBe('orders')
  })

  it('puts the tab stop back on the selected tab when focus leaves the row', async () => {
    const user = userEvent.setup()
    render(<LocationViews activation="manual" />)
    await user.tab()
    await user.keyboard('{ArrowRight}')
    // Tab leaves the row for the panel, which takes focus so its content can be scrolled.
    await user.tab()
    expect(screen.getByRole('tabpanel')).toHaveFocus()
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
  })
})
