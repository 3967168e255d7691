import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { Checkbox } from './checkbox'
import { Switch } from './switch'

export default { title: 'UI kit / Switch and checkbox' } satisfies StoryDefault

function Toggles() {
  const [live, setLive] = useState(false)
  const [hasSales, setHasSales] = useState(true)
  const [hideEmpty, setHideEmpty] = useState(false)
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Switch checked={live} onCheckedChange={setLive} label="Live Mode" />
      <Switch checked={hasSales} onCheckedChange={setHasSales} label="Has Sales Data" />
      <Switch checked={false} onCheckedChange={() => {}} label="Disabled" disabled />
      <Checkbox checked={hideEmpty} onCheckedChange={setHideEmpty} label="Hide empty locations" />
      <Checkbox checked onCheckedChange={() => {}} label="Disabled" disabled />
    </div>
  )
}

export const Default: Story = () => <Toggles />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <Toggles />
  </WidgetFrame>
)
