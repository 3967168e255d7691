// The page's celebrations, which the /stats and /admin layouts each hold: the live connection (the
// logo's status dot, the feed, the webhook tester's own count), fw-fireworks following the
// reader's Fireworks and Sound switches, and the payment toasts. The fireworks' code loads after
// the layout's first paint.
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { holdLive } from '../../src/live/page-live'
import { useElementContext } from '../app/element-context'
import { loadFireworksElement, TRIGGER_DURATION_MS } from './fireworks'
import { $fireworksOverlay } from './overlay-store'
import { $fireworksSound } from './sound-store'
import { usePaymentToasts } from './use-payment-toasts'

export function Celebrations() {
  const sound = useStore($fireworksSound)
  const overlay = useStore($fireworksOverlay)
  useEffect(() => holdLive(), [])
  useEffect(() => void loadFireworksElement(), [])
  usePaymentToasts()
  return <fw-fireworks {...useElementContext()} duration={TRIGGER_DURATION_MS} sound={sound ? 'on' : 'off'} overlay={overlay ? 'on' : 'off'} />
}
