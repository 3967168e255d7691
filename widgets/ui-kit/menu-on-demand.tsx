// A menu whose code loads when the reader first reaches for it (./on-demand.ts): until pressed, a
// stand-in trigger with the menu button's look, name and popup role; then the menu itself, open.
// Menus are built on @floating-ui, which drawing a screen never needs, and mounting one costs a
// screen's first draw several milliseconds it need not wait for.
import { Suspense, type ReactNode } from 'react'
import { Button, type ButtonSize, type ButtonVariant } from './button'
import type { OnDemandPart } from './on-demand'
import { useOnDemand } from './on-demand'

/** How the stand-in trigger looks: the same as the menu's own trigger. */
export interface TriggerLook {
  /** The trigger's accessible name. */
  label: string
  variant?: ButtonVariant
  size?: ButtonSize
  children: ReactNode
}

/** A menu that loads on first use: its stand-in trigger until pressed, then the menu, open. */
export function MenuOnDemand<P extends { defaultOpen?: boolean }>({ part, props, look }: { part: OnDemandPart<P>; props: P; look: TriggerLook }) {
  const { showPart, pressed, standIn } = useOnDemand(part)
  const { label, variant = 'outline', size = 'md', children } = look
  const trigger = (
    <Button variant={variant} size={size} aria-label={label} aria-haspopup="menu" aria-expanded={false} {...standIn}>
      {children}
    </Button>
  )
  return <Suspense fallback={trigger}>{showPart ? <part.Part {...props} defaultOpen={pressed} /> : trigger}</Suspense>
}
