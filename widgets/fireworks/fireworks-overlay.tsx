// The overlay of fw-fireworks: a full-window layer that lets clicks through, drawing one show at a
// time. A trigger while a show runs replaces it (docs/screens.md#live-payments-and-fireworks): the new trigger's duration counts from
// now, and the drawing carries on rather than starting over, so a run of payments a second apart
// reads as one celebration, not a flicker of restarts. Readers who prefer reduced motion get a
// still burst for the same time. Sound follows the host's switch at once, also mid-show.
import { useEffect, useRef } from 'react'
import { useStyles } from '../../src/elements/use-styles'
import { startShow, type RunningShow } from './fireworks-show'
import { StillBurst } from './still-burst'
import { fireworksStyles } from './styles'

/** One trigger of a show. */
export interface FireworksShowRequest {
  /** This trigger; the show ends durationMs after the latest one. */
  id: number
  durationMs: number
  /** The still burst instead of moving fireworks. */
  still: boolean
  /** The drawing this trigger continues (the id of the trigger that started it); by default its own id. */
  runId?: number
}

export interface FireworksOverlayProps {
  show: FireworksShowRequest | null
  /** Sample URLs; empty for silence. */
  soundFiles: readonly string[]
  /** The trigger with this id has run its time. */
  onEnd: (id: number) => void
}

/** The overlay for one show, or nothing between shows. */
export function FireworksOverlay({ show, soundFiles, onEnd }: FireworksOverlayProps) {
  useStyles(fireworksStyles)
  if (!show) return null
  // Keyed by the run: a new run unmounts the old drawing (its canvas) and starts afresh.
  return <ShowLayer key={`${show.runId ?? show.id}-${String(show.still)}`} show={show} soundFiles={soundFiles} onEnd={onEnd} />
}

function ShowLayer({ show, soundFiles, onEnd }: { show: FireworksShowRequest; soundFiles: readonly string[]; onEnd: (id: number) => void }) {
  const layer = useRef<HTMLDivElement>(null)
  const running = useRef<RunningShow | null>(null)
  const sound = useRef(soundFiles)
  sound.current = soundFiles
  const soundKey = soundFiles.join('\n')

  // The end is counted from the latest trigger.
  useEffect(() => {
    const timer = setTimeout(() => onEnd(show.id), show.durationMs)
    return () => clearTimeout(timer)
  }, [show.id, show.durationMs, onEnd])

  // The drawing, once per run (this layer's lifetime).
  useEffect(() => {
    const container = layer.current
    if (show.still || !container) return
    let stopped = false
    startShow(container, { soundFiles: sound.current }).then(
      (started) => {
        if (stopped) started.stop()
        else running.current = started
      },
      // docs/screens.md#errors-and-messages: a failed show is only logged.
      (error: unknown) => console.warn('Fireworks could not start:', error),
    )
    return () => {
      stopped = true
      running.current?.stop()
      running.current = null
    }
  }, [show.still])

  useEffect(() => {
    running.current?.setSoundFiles(sound.current)
  }, [soundKey])

  return (
    <div ref={layer} className="fw-fireworks-overlay" data-testid="fireworks-overlay" data-motion={show.still ? 'still' : 'moving'} aria-hidden="true">
      {show.still ? <StillBurst /> : null}
    </div>
  )
}
