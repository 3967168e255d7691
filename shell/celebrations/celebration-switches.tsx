// The header's switches for the celebrations, always in sight: Fireworks (payments play the
// overlay), Sound (the overlay's samples) and Toasts (payments bring a toast). Each is remembered
// (./overlay-store, ./sound-store, ./toasts-store).
// On a phone only their icons show; their names stay for screen readers.
import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { useStyles } from '../../src/elements/use-styles'
import { Button } from '../../widgets/ui-kit'
import { celebrationStyles } from './celebration-styles'
import { $fireworksOverlay, setFireworksOverlay } from './overlay-store'
import { $fireworksSound, setFireworksSound } from './sound-store'
import { $paymentToasts, setPaymentToasts } from './toasts-store'

interface CelebrationSwitchProps {
  label: string
  /** The tooltip: what the switch does. */
  description: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  icon: ReactNode
}

function CelebrationSwitch({ label, description, checked, onCheckedChange, icon }: CelebrationSwitchProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      role="switch"
      aria-checked={checked}
      title={`${description} (${checked ? 'on' : 'off'})`}
      className="shell-celebration-switch"
      onClick={() => onCheckedChange(!checked)}
    >
      {icon}
      <span className="shell-celebration-switch__text">{label}</span>
    </Button>
  )
}

export function CelebrationSwitches() {
  useStyles(celebrationStyles)
  const overlay = useStore($fireworksOverlay)
  const sound = useStore($fireworksSound)
  const toasts = useStore($paymentToasts)
  return (
    <div className="shell-celebration-switches">
      <CelebrationSwitch
        label="Fireworks"
        description="Fireworks for payments at your home locations"
        checked={overlay}
        onCheckedChange={setFireworksOverlay}
        icon={<BurstIcon off={!overlay} />}
      />
      <CelebrationSwitch label="Sound" description="The fireworks' sound" checked={sound} onCheckedChange={setFireworksSound} icon={<SpeakerIcon off={!sound} />} />
      <CelebrationSwitch
        label="Toasts"
        description="A toast for payments at your home locations"
        checked={toasts}
        onCheckedChange={setPaymentToasts}
        icon={<ToastIcon off={!toasts} />}
      />
    </div>
  )
}

function BurstIcon({ off }: { off: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
      <path d="M8 1.5v3M8 11.5v3M1.5 8h3M11.5 8h3M3.4 3.4l2.1 2.1M10.5 10.5l2.1 2.1M3.4 12.6l2.1-2.1M10.5 5.5l2.1-2.1" />
      {off ? <path d="M2 14 14 2" /> : null}
    </svg>
  )
}

function SpeakerIcon({ off }: { off: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round">
      <path d="M2 6h2.5L8 3v10L4.5 10H2z" />
      {off ? <path d="M10.5 6l4 4M14.5 6l-4 4" /> : <path d="M10.5 5.5a3.5 3.5 0 0 1 0 5M12.5 3.5a6.5 6.5 0 0 1 0 9" />}
    </svg>
  )
}

function ToastIcon({ off }: { off: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round">
      <path d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z" />
      {off ? <path d="M2 14 14 2" /> : <path d="M5 6.5h6M5 8.5h4" />}
    </svg>
  )
}
