// One injectable "now" for the whole product (docs/clock-and-seasons.md#the-clock). The server fixes it with FW_NOW for
// demos and tests; the browser follows the server's clock through a measured offset, so season
// rules, the Today button, token expiry and throttling all agree on what time it is.

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
}

/** The machine's own clock. */
export const systemClock: Clock = { now: () => Date.now() }

/** A clock stopped at one instant (an ISO string or epoch ms), for FW_NOW and tests. */
export function fixedClock(at: string | number): Clock {
  const ms = typeof at === 'number' ? at : Date.parse(at)
  if (Number.isNaN(ms)) throw new Error(`Not an instant: ${String(at)}`)
  return { now: () => ms }
}

/**
 * A clock that starts at `at` and then runs at real speed, so a server started with FW_NOW in the
 * season still sees time pass (sessions expire, throttling windows close).
 */
export function startedClock(at: string | number, base: Clock = systemClock): Clock {
  const startMs = typeof at === 'number' ? at : Date.parse(at)
  if (Number.isNaN(startMs)) throw new Error(`Not an instant: ${String(at)}`)
  const realStart = base.now()
  return { now: () => startMs + (base.now() - realStart) }
}

/** A clock offset from another by `offsetMs` (the browser's view of the server's clock). */
export function offsetClock(offsetMs: number, base: Clock = systemClock): Clock {
  return { now: () => base.now() + offsetMs }
}

/** A clock tests move by hand. */
export function manualClock(at: string | number): Clock & { advance(ms: number): void; set(at: string | number): void } {
  let ms = typeof at === 'number' ? at : Date.parse(at)
  return {
    now: () => ms,
    advance: (delta) => {
      ms += delta
    },
    set: (next) => {
      ms = typeof next === 'number' ? next : Date.parse(next)
    },
  }
}
