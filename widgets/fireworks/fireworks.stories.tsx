import type { Story, StoryDefault } from '@ladle/react'
import { useCallback, useState } from 'react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { Button } from '../ui-kit'
import { celebrationMessage } from './celebration-messages'
import { FireworksOverlay, type FireworksShowRequest } from './fireworks-overlay'

export default { title: 'Widgets / Fireworks' } satisfies StoryDefault

/** A button that plays a show the way a home-location payment does, with the toast's text beside it. */
function Stage({ still = false, durationMs = 5_000 }: { still?: boolean; durationMs?: number }) {
  const [show, setShow] = useState<FireworksShowRequest | null>(null)
  const [message, setMessage] = useState('')
  const end = useCallback((id: number) => setShow((current) => (current?.id === id ? null : current)), [])
  const play = () => {
    setShow((current) => ({ id: (current?.id ?? 0) + 1, durationMs, still }))
    setMessage(celebrationMessage(Math.round(Math.random() * 50_000)))
  }
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button onClick={play}>Trigger Fireworks!</Button>
      <p role="status">{message}</p>
      <FireworksOverlay show={show} soundFiles={[]} onEnd={end} />
    </div>
  )
}

/** Plays for 5 s; pressing again replaces the running show. */
export const Default: Story = () => <Stage />
/** Playing from the start. */
export const Playing: Story = () => <FireworksOverlay show={{ id: 1, durationMs: 60_000, still: false }} soundFiles={[]} onEnd={() => {}} />
/** For readers who prefer reduced motion: a still burst for the same time. */
export const StillBurst: Story = () => <FireworksOverlay show={{ id: 1, durationMs: 60_000, still: true }} soundFiles={[]} onEnd={() => {}} />
/** Between shows the element draws nothing at all. */
export const Idle: Story = () => (
  <>
    <p>Between shows the overlay draws nothing: there is nothing below this line.</p>
    <FireworksOverlay show={null} soundFiles={[]} onEnd={() => {}} />
  </>
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <Stage />
  </WidgetFrame>
)
