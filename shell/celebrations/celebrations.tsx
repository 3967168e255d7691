// The page's celebrations, which the /stats and /admin layouts each hold: the live connection (the
// logo's status dot, the feed, the webhook tester's own count), fw-fireworks following the
// reader's Fireworks and Sound switches, the payment toasts, and at a user's first sign-in the
// question of their home stands. The fireworks' code loads after the layout's first paint; the
// welcome's only for the user it asks.
import { useStore } from '@nanostores/react'
import { lazy, Suspense, useEffect } from 'react'
import { $session } from '../../src/stores/session'
import { holdLive } from '../../src/live/page-live'
import { useElementContext } from '../app/element-context'
import { loadFireworksElement, TRIGGER_DURATION_MS } from './fireworks'
import { $fireworksOverlay } from './overlay-store'
import { $fireworksSound } from './sound-store'
import { $homeStandsToAsk } from './first-sign-in-store'
import { usePaymentToasts } from './use-payment-toasts'

const HomeStandsWelcome = lazy(() => import('./home-stands-welcome'))

export function Celebrations() {
  const sound = useStore($fireworksSound)
  const overlay = useStore($fireworksOverlay)
  useEffect(() => holdLive(), [])
  useEffect(() => void loadFireworksElement(), [])
  usePaymentToasts()
  const context = useElementContext()
  const session = useStore($session)
  const toAsk = useStore($homeStandsToAsk)
  const welcome = session.status === 'authenticated' && toAsk !== '' && toAsk === session.user.username
  return (
    <>
      <fw-fireworks {...context} duration={TRIGGER_DURATION_MS} sound={sound ? 'on' : 'off'} overlay={overlay ? 'on' : 'off'} />
      {welcome ? (
        <Suspense fallback={null}>
          <HomeStandsWelcome />
        </Suspense>
      ) : null}
    </>
  )
}
