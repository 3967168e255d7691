import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { Badge } from './badge'
import { Button } from './button'
import { Card } from './card'

export default { title: 'UI kit / Card' } satisfies StoryDefault

function Cards() {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <Card
        title="Hydrate"
        description="Fetch every location's orders from Square."
        actions={<Badge variant="neutral">Idle</Badge>}
        footer={<Button variant="primary">Start</Button>}
      >
        Batch size 5 (at most 50).
      </Card>
      <Card>A card without a title is a plain box.</Card>
    </div>
  )
}

export const Default: Story = () => <Cards />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <Cards />
  </WidgetFrame>
)
