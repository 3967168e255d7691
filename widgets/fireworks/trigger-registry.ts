// How fw-fireworks's trigger() method reaches the component drawing inside it: the mounted
// component registers its trigger for its host element. A trigger() called before the component
// has mounted (right after the element was added) is kept and played once it registers.
type Trigger = (durationMs?: number) => void

const registered = new WeakMap<HTMLElement, Trigger>()
const pending = new WeakMap<HTMLElement, { durationMs: number | undefined }>()

/** Makes `trigger` the one `host.trigger()` calls, until the returned function undoes it. */
export function registerTrigger(host: HTMLElement, trigger: Trigger): () => void {
  registered.set(host, trigger)
  const waiting = pending.get(host)
  if (waiting) {
    pending.delete(host)
    trigger(waiting.durationMs)
  }
  return () => {
    if (registered.get(host) === trigger) registered.delete(host)
  }
}

/** Plays the fireworks of `host` now, or as soon as its component mounts. */
export function triggerOn(host: HTMLElement, durationMs?: number): void {
  const trigger = registered.get(host)
  if (trigger) trigger(durationMs)
  else pending.set(host, { durationMs })
}
