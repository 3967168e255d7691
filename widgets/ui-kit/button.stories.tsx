import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { Button, ButtonLink, IconButton, type ButtonVariant } from './button'
import { CloseIcon, SearchIcon } from './icons'

export default { title: 'UI kit / Button' } satisfies StoryDefault

const VARIANTS: ButtonVariant[] = ['default', 'primary', 'destructive', 'ghost', 'outline']

function AllButtons() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {variant[0]!.toUpperCase() + variant.slice(1)}
            </Button>
          ))}
        </div>
      ))}
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <IconButton label="Search" icon={<SearchIcon />} variant="outline" />
        <IconButton label="Delete user" icon={<CloseIcon />} size="sm" />
        <Button disabled>Disabled</Button>
        <Button variant="destructive" disabled>
          Deleting...
        </Button>
        <ButtonLink href="#orders" variant="outline">
          A link that looks like a button
        </ButtonLink>
      </div>
    </div>
  )
}

export const Default: Story = () => <AllButtons />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <AllButtons />
  </WidgetFrame>
)
