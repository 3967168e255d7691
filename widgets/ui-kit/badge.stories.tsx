import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { Badge } from './badge'

export default { title: 'UI kit / Badge' } satisfies StoryDefault

function Badges() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge variant="success">COMPLETED</Badge>
      <Badge variant="info">OPEN</Badge>
      <Badge variant="destructive">CANCELED</Badge>
      <Badge variant="neutral">DRAFT</Badge>
      <Badge variant="warning">Stale</Badge>
      <Badge>user</Badge>
      <Badge variant="outline">inactive</Badge>
    </div>
  )
}

export const Default: Story = () => <Badges />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <Badges />
  </WidgetFrame>
)
