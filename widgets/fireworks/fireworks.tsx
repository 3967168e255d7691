// fw-fireworks: the celebration overlay (docs/screens.md#live-payments-and-fireworks). It plays for `duration` ms (5000 by
// default) when the server broadcasts fireworks, when a payment at a home location arrives on the
// page's live connection (it then emits fw-payment-celebrated with the amount, so the host shows
// a toast), and when the host calls the element's trigger(). With overlay="off" (the reader's
// fireworks switch) payments and broadcasts draw nothing, though payments are still told to the
// host; trigger() is an explicit ask and still plays. Nothing is drawn above an open dialog: a
// trigger then does nothing and a dialog opening ends the show. One show runs on the page at a
// time, whichever element plays it, and each payment celebrates once (./page-shows). Sound plays
// only when the host sets sound="on" (after the reader turns it on): the project's 3 samples, quietly.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useWidget } from '../../src/elements/widget-context'
import { holdLive, onLiveMessage } from '../../src/live/page-live'
import { $dialogOpen } from '../../src/page/open-dialogs'
import { FireworksOverlay, type FireworksShowRequest } from './fireworks-overlay'
import { claimCelebration, claimShow, onShowClaimedByOther, releaseShow } from './page-shows'
import { soundFileUrls } from './sound-files'
import { registerTrigger } from './trigger-registry'

/** docs/screens.md#live-payments-and-fireworks: a show lasts 5000 ms unless told otherwise. */
export const DEFAULT_FIREWORKS_DURATION_MS = 5_000

export interface FireworksProps {
  /** How long a show lasts, in ms (default 5000). */
  duration?: number
  /** "on" plays the samples with each burst; anything else is silent (the default). */
  sound?: string
  /** "off" draws nothing for payments and server broadcasts (they are still told to the host); "on" by default. */
  overlay?: string
}

/** True when the reader asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

function validDuration(durationMs: number | undefined, fallback: number): number {
  return durationMs !== undefined && Number.isFinite(durationMs) && durationMs > 0 ? durationMs : fallback
}

/** The overlay wired to the page: the live connection, the element's trigger(), the host's events. */
export function Fireworks({ duration, sound = 'off', overlay = 'on' }: FireworksProps) {
  const { host, apiBase, readToken, emit } = useWidget()
  const [show, setShow] = useState<FireworksShowRequest | null>(null)
  // This element's claim on the page's one show.
  const [owner] = useState(() => ({}))
  const nextId = useRef(1)
  const defaultDuration = validDuration(duration, DEFAULT_FIREWORKS_DURATION_MS)
  const playsByItself = overlay !== 'off'

  const play = useCallback(
    (durationMs?: number) => {
      if ($dialogOpen.get()) return
      claimShow(owner)
      const id = nextId.current++
      const still = prefersReducedMotion()
      const ms = validDuration(durationMs, defaultDuration)
      // A show of the same kind already drawing carries on; its end moves to this trigger's.
      setShow((current) => ({ id, durationMs: ms, still, runId: current !== null && current.still === still ? (current.runId ?? current.id) : id }))
    },
    [defaultDuration, owner],
  )
  const end = useCallback((id: number) => setShow((current) => (current?.id === id ? null : current)), [])

  useEffect(() => {
    if (show === null) releaseShow(owner)
  }, [show, owner])
  useEffect(() => onShowClaimedByOther(owner, () => setShow(null)), [owner])
  useEffect(() => $dialogOpen.listen((open) => open && setShow(null)), [])
  useEffect(() => (host ? registerTrigger(host, play) : undefined), [host, play])

  useEffect(() => holdLive({ apiBase, token: readToken }), [apiBase, readToken])

  useEffect(
    () =>
      onLiveMessage((message) => {
        if (message.type === 'fireworks' && playsByItself) play(message.duration)
        if (message.type === 'payment_received' && message.is_home_location && claimCelebration(message.payment_id)) {
          if (playsByItself) play()
          emit('fw-payment-celebrated', { amount: message.amount, locationId: message.location_id, paymentId: message.payment_id })
        }
      }),
    [play, emit, playsByItself],
  )

  const soundFiles = useMemo(() => (sound === 'on' ? soundFileUrls(apiBase) : []), [sound, apiBase])
  return <FireworksOverlay show={show} soundFiles={soundFiles} onEnd={end} />
}
