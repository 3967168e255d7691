// Wall-clock time in an IANA timezone, DST-correct and fast enough to place every order of a season.
//
// Intl.DateTimeFormat is exact but costs microseconds per call, far too slow per order. Every UTC
// offset in use today is a multiple of 15 minutes and changes only on a 15-minute boundary, so the
// local year, month, day and hour are the same for every instant of one 15-minute UTC slot. A placer
// asks Intl once per slot (at its first and last millisecond), keeps the answer, and remembers the
// last slot it saw: Square returns orders sorted by time, so most orders hit that memo. A slot whose
// offset is odd (historical local mean time) or changes inside it is placed exactly, per instant.
import { MS_PER_DAY, MS_PER_HOUR, civilFromDays } from './instant'
import { SEASON_DAYS, seasonIndexOfDate, type SeasonDay } from './window'

/** Local calendar date and hour of an instant. */
export interface LocalTime {
  year: number
  month: number
  day: number
  hour: number
}

/** Where an instant falls in a season: its year, window day and local hour (0–23). */
export interface SeasonPlace {
  readonly year: number
  readonly day: SeasonDay
  readonly hour: number
}

/** One cached 15-minute slot: shared and frozen, so callers may keep it but not change it. */
export interface LocalHour extends Readonly<LocalTime> {
  /** Position in the season window (June 28 → 0 … July 5 → 7), or -1 outside it. */
  readonly seasonIndex: number
  /** The same place as a SeasonPlace, or null outside the window. */
  readonly season: SeasonPlace | null
}

const SLOT_MS = 15 * 60_000
/** Slots kept per zone before the cache starts afresh (a few years of every slot). */
const MAX_CACHED_SLOTS = 200_000
/** Marks a slot that must be placed per instant. */
const EXACT_ONLY = Object.freeze({ exactOnly: true })

function localHourOf(localMs: number): LocalHour {
  const days = Math.floor(localMs / MS_PER_DAY)
  const { year, month, day } = civilFromDays(days)
  const hour = Math.floor((localMs - days * MS_PER_DAY) / MS_PER_HOUR)
  const seasonIndex = seasonIndexOfDate(month, day)
  const seasonDay = SEASON_DAYS[seasonIndex]
  const season = seasonDay === undefined ? null : Object.freeze({ year, day: seasonDay, hour })
  return Object.freeze({ year, month, day, hour, seasonIndex, season })
}

/** Places instants in one timezone, caching per 15-minute UTC slot. Get one with zonePlacer(). */
export class ZonePlacer {
  readonly timeZone: string
  private readonly formatter: Intl.DateTimeFormat
  private readonly slots = new Map<number, LocalHour | typeof EXACT_ONLY>()
  private lastSlot = NaN
  private lastHour: LocalHour | null = null

  /** Throws a RangeError when `timeZone` is not an IANA zone this runtime knows. */
  constructor(timeZone: string) {
    this.timeZone = timeZone
    this.formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
  }

  /** The zone's UTC offset in milliseconds at an instant (local = utc + offset), from Intl. */
  offsetMs(epochMs: number): number {
    const wholeSecond = Math.floor(epochMs / 1000) * 1000
    const field = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 }
    for (const part of this.formatter.formatToParts(wholeSecond)) {
      if (part.type in field) field[part.type as keyof typeof field] = Number(part.value)
    }
    const asUtc = Date.UTC(field.year, field.month - 1, field.day, field.hour % 24, field.minute, field.second)
    return asUtc - wholeSecond
  }

  /** Local date and hour of an instant (epoch ms), or null for NaN. The result is shared and frozen. */
  place(epochMs: number): LocalHour | null {
    const slot = Math.floor(epochMs / SLOT_MS)
    if (slot === this.lastSlot) return this.lastHour
    if (Number.isNaN(slot)) return null
    let cached = this.slots.get(slot)
    if (cached === undefined) {
      cached = this.placeSlot(slot)
      if (this.slots.size >= MAX_CACHED_SLOTS) this.slots.clear()
      this.slots.set(slot, cached)
    }
    if (cached === EXACT_ONLY) return localHourOf(epochMs + this.offsetMs(epochMs))
    this.lastSlot = slot
    this.lastHour = cached as LocalHour
    return this.lastHour
  }

  /**
   * Epoch ms of a local wall-clock time (given as ms on a UTC-based scale). In a DST overlap it is
   * the earlier instant; in a gap, the wall time read with the offset before the gap (so 02:30 on a
   * spring-forward night becomes 03:30 of the new offset).
   */
  instantOf(localMs: number): number {
    const before = localMs - this.offsetMs(localMs - MS_PER_DAY)
    const after = localMs - this.offsetMs(localMs + MS_PER_DAY)
    const beforeFits = before + this.offsetMs(before) === localMs
    const afterFits = after + this.offsetMs(after) === localMs
    if (beforeFits && afterFits) return Math.min(before, after)
    if (afterFits) return after
    return before
  }

  private placeSlot(slot: number): LocalHour | typeof EXACT_ONLY {
    const start = slot * SLOT_MS
    const offset = this.offsetMs(start)
    if (offset % SLOT_MS !== 0 || this.offsetMs(start + SLOT_MS - 1) !== offset) return EXACT_ONLY
    return localHourOf(start + offset)
  }
}

const placers = new Map<string, ZonePlacer>()

/** The shared placer of a timezone (created once per zone). Throws a RangeError for an unknown zone. */
export function zonePlacer(timeZone: string): ZonePlacer {
  let placer = placers.get(timeZone)
  if (placer === undefined) {
    placer = new ZonePlacer(timeZone)
    placers.set(timeZone, placer)
  }
  return placer
}
