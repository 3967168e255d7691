import { describe, expect, it } from 'vitest'
import { fixedClock } from '../clock/clock'
import {
  currentSeason,
  defaultYears,
  itemPageYears,
  ordersTabRange,
  todayInSeason,
  trackedSeasons,
  yearChoices,
} from './seasons'

const LA = 'America/Los_Angeles'
const TRACKED = [2023, 2024, 2025]

describe('tracked seasons and year choices', () => {
  it('tracks the years that hold orders, sorted and once each', () => {
    expect(trackedSeasons(new Set([2025, 2023, 2024]))).toEqual([2023, 2024, 2025])
    expect(trackedSeasons([2024, 2024])).toEqual([2024])
  })

  it('offers 2019 up to this year', () => {
    expect(yearChoices(fixedClock('2025-03-01T12:00:00Z'), LA)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025])
  })

  it('takes this year from the local date, not UTC', () => {
    // 03:00 UTC on New Year's Day is still Dec 31 in Los Angeles.
    expect(yearChoices(fixedClock('2026-01-01T03:00:00Z'), LA).at(-1)).toBe(2025)
    expect(yearChoices(fixedClock('2026-01-01T03:00:00Z'), 'UTC').at(-1)).toBe(2026)
  })

  it('selects the last two tracked seasons by default', () => {
    expect(defaultYears(TRACKED)).toEqual([2024, 2025])
    expect(defaultYears([2025])).toEqual([2025])
    expect(defaultYears([])).toEqual([])
  })
})

describe('the current season', () => {
  it('is last year’s season before this year’s window opens', () => {
    expect(currentSeason(TRACKED, fixedClock('2025-06-27T12:00:00Z'), LA)).toBe(2024)
    expect(defaultYears(TRACKED)).toEqual([2024, 2025])
  })

  it('turns over at local midnight on June 28', () => {
    expect(currentSeason(TRACKED, fixedClock('2025-06-28T06:59:59Z'), LA)).toBe(2024)
    expect(currentSeason(TRACKED, fixedClock('2025-06-28T07:00:00Z'), LA)).toBe(2025)
  })

  it('is this year’s season inside the window and after it', () => {
    expect(currentSeason(TRACKED, fixedClock('2025-07-03T20:00:00Z'), LA)).toBe(2025)
    expect(currentSeason(TRACKED, fixedClock('2025-12-01T00:00:00Z'), LA)).toBe(2025)
  })

  it('falls back to the latest tracked season when the begun one has no data', () => {
    expect(currentSeason(TRACKED, fixedClock('2026-07-02T20:00:00Z'), LA)).toBe(2025)
    expect(currentSeason([2023], fixedClock('2025-07-02T20:00:00Z'), LA)).toBe(2023)
  })

  it('is none when nothing is tracked', () => {
    expect(currentSeason([], fixedClock('2025-07-02T20:00:00Z'), LA)).toBeNull()
  })
})

describe('date range rules of the detail tabs', () => {
  it('keeps only the latest selected year on item pages', () => {
    expect(itemPageYears([2023, 2025, 2024])).toEqual([2025])
    expect(itemPageYears([])).toEqual([])
  })

  it('knows today’s window day only inside the window', () => {
    expect(todayInSeason(fixedClock('2025-07-03T20:00:00Z'), LA)).toEqual({ year: 2025, day: 3 })
    expect(todayInSeason(fixedClock('2025-06-28T07:00:00Z'), LA)).toEqual({ year: 2025, day: 28 })
    expect(todayInSeason(fixedClock('2025-06-28T06:59:59Z'), LA)).toBeNull()
    expect(todayInSeason(fixedClock('2025-07-06T08:00:00Z'), LA)).toBeNull()
  })

  it('opens the orders tab on the current season up to today inside the window', () => {
    expect(ordersTabRange(TRACKED, fixedClock('2025-07-03T20:00:00Z'), LA)).toEqual({ years: [2025], days: { from: 28, to: 3 } })
    expect(ordersTabRange(TRACKED, fixedClock('2025-06-29T18:00:00Z'), LA)).toEqual({ years: [2025], days: { from: 28, to: 29 } })
  })

  it('opens the orders tab on every day outside the window', () => {
    expect(ordersTabRange(TRACKED, fixedClock('2025-06-20T20:00:00Z'), LA)).toEqual({ years: [2024], days: { from: 28, to: 5 } })
    expect(ordersTabRange(TRACKED, fixedClock('2025-08-01T20:00:00Z'), LA)).toEqual({ years: [2025], days: { from: 28, to: 5 } })
  })

  it('shows every day when today’s season has no data yet', () => {
    expect(ordersTabRange(TRACKED, fixedClock('2026-07-02T20:00:00Z'), LA)).toEqual({ years: [2025], days: { from: 28, to: 5 } })
  })

  it('selects no years when nothing is tracked', () => {
    expect(ordersTabRange([], fixedClock('2025-07-02T20:00:00Z'), LA)).toEqual({ years: [], days: { from: 28, to: 5 } })
  })
})
