// fw-fireworks: the celebration overlay (SPEC §1, §4, §9). It plays for `duration` ms (5000 by
// default) when the server broadcasts fireworks, when a payment at a home location arrives on the
// page's live connection (it then emits fw-payment-celebrated with the amount, so the host shows
// a toast), and when the host calls the element's trigger(). A new show replaces a running one.
// Readers who prefer reduced motion get a still burst for the same time. Sound plays only when
// the host sets sound="on" (after the reader turns it on): the project's 3 samples, quietly.
import { useCallback, useEffect, useRef, useState } from 'react'
import { browserStorage, readStoredSession } from '../../src/api/stored-session'
import { useStyles } from '../../src/elements/use-styles'
import { useWidget } from '../../src/elements/widget-context'
import { holdLive, onLiveMessage } from '../../src/live/page-live'
import { startShow } from './fireworks-show'
import { soundFileUrls } from './sound-files'
import { StillBurst } from './still-burst'
import { fireworksStyles } from './styles'
import { registerTrigger } from './trigger-registry'

/** SPEC §9: a show lasts 5000 ms unless told otherwise. */
export const DEFAULT_FIREWORKS_DURATION_MS = 5_000

export interface FireworksProps {
  /** How long a show lasts, in ms (default 5000). */
  duration?: number
  /** "on" plays the samples with each burst; anything else is silent (the default). */
  sound?: string
}

/** One show: a new id replaces whatever was running. */
export interface FireworksShowRequest {
  id: number
  durationMs: number
  /** The still burst instead of moving fireworks. */
  still: boolean
}

/** True when the reader asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

function validDuration(durationMs: number | undefined, fallback: number): number {
  return durationMs !== undefined && Number.isFinite(durationMs) && durationMs > 0 ? durationMs : fallback
}

export interface FireworksOverlayProps {
  show: FireworksShowRequest | null
  /** Sample URLs; empty for silence. */
  soundFiles: readonly string[]
  /** The show with this id has run its time. */
  onEnd: (id: number) => void
}

/** The overlay for one show, or nothing between shows. */
export function FireworksOverlay({ show, soundFiles, onEnd }: FireworksOverlayProps) {
  useStyles(fireworksStyles)
  if (!show) return null
  // Keyed by id: a new show unmounts the running one (its canvas and timer) and starts afresh.
  return <ShowLayer key={show.id} show={show} soundFiles={soundFiles} onEnd={onEnd} />
}

function ShowLayer({ show, soundFiles, onEnd }: { show: FireworksShowRequest; soundFiles: readonly string[]; onEnd: (id: number) => void }) {
  const layer = useRef<HTMLDivElement>(null)
  // Read when the show starts: turning sound on or off applies to the next show.
  const files = useRef(soundFiles)

  useEffect(() => {
    const timer = setTimeout(() => onEnd(show.id), show.durationMs)
    return () => clearTimeout(timer)
  }, [show, onEnd])

  useEffect(() => {
    const container = layer.current
    if (show.still || !container) return
    let stopped = false
    let stop: (() => void) | undefined
    startShow(container, { soundFiles: files.current }).then(
      (running) => {
        if (stopped) running.stop()
        else stop = running.stop
      },
      // SPEC §7: a failed show is only logged.
      (error: unknown) => console.warn('Fireworks could not start:', error),
    )
    return () => {
      stopped = true
      stop?.()
    }
  }, [show])

  return (
    <div ref={layer} className="fw-fireworks-overlay" data-testid="fireworks-overlay" data-motion={show.still ? 'still' : 'moving'} aria-hidden="true">
      {show.still ? <StillBurst /> : null}
    </div>
  )
}

/** The overlay wired to the page: the live connection, the element's trigger(), the host's events. */
export function Fireworks({ duration, sound = 'off' }: FireworksProps) {
  const { host, apiBase, token, emit } = useWidget()
  const [show, setShow] = useState<FireworksShowRequest | null>(null)
  const nextId = useRef(1)
  const defaultDuration = validDuration(duration, DEFAULT_FIREWORKS_DURATION_MS)

  const trigger = useCallback(
    (durationMs?: number) => setShow({ id: nextId.current++, durationMs: validDuration(durationMs, defaultDuration), still: prefersReducedMotion() }),
    [defaultDuration],
  )
  const end = useCallback((id: number) => setShow((current) => (current?.id === id ? null : current)), [])

  useEffect(() => (host ? registerTrigger(host, trigger) : undefined), [host, trigger])

  useEffect(() => holdLive({ apiBase, token: () => token ?? readStoredSession(browserStorage())?.token }), [apiBase, token])

  useEffect(
    () =>
      onLiveMessage((message) => {
        if (message.type === 'fireworks') trigger(message.duration)
        if (message.type === 'payment_received' && message.is_home_location) {
          trigger()
          emit('fw-payment-celebrated', { amount: message.amount, locationId: message.location_id })
        }
      }),
    [trigger, emit],
  )

  return <FireworksOverlay show={show} soundFiles={sound === 'on' ? soundFileUrls(apiBase) : []} onEnd={end} />
}
