import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { TabPanel, Tabs, type TabItem } from './tabs'

export default { title: 'UI kit / Tabs' } satisfies StoryDefault

const VIEWS: TabItem[] = [
  { value: 'stats', label: 'Stats' },
  { value: 'items', label: 'Items' },
  { value: 'orders', label: 'Orders' },
  { value: 'raw', label: 'Raw data', disabled: true },
]

function PanelTabs() {
  const [view, setView] = useState('stats')
  return (
    <Tabs label="Location views" tabs={VIEWS} value={view} onValueChange={setView}>
      {VIEWS.map((tab) => (
        <TabPanel key={tab.value} value={tab.value}>
          The {tab.value} panel.
        </TabPanel>
      ))}
    </Tabs>
  )
}

/** Each tab is a URL, as the shell routes them; here a click only moves the selection. */
function LinkTabs() {
  const [view, setView] = useState('stats')
  const routes = VIEWS.map((tab) => ({ ...tab, href: `#/stats/details/location/L1/${tab.value}` }))
  return (
    <Tabs
      label="Location pages"
      tabs={routes}
      value={view}
      onLinkClick={(tab, event) => {
        event.preventDefault()
        setView(tab.value)
      }}
    />
  )
}

export const Default: Story = () => <PanelTabs />
export const Links: Story = () => <LinkTabs />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <div style={{ display: 'grid', gap: 24 }}>
      <PanelTabs />
      <LinkTabs />
    </div>
  </WidgetFrame>
)
