import { describe, expect, it } from 'vitest'
import { SEASON_DAYS, type DayRange } from '../../src/season/window'
import {
  clickDay,
  clickYear,
  dayRangeText,
  isDayInRange,
  offeredYears,
  sameSelection,
  selectionSummary,
  toSelection,
  yearsForMode,
  yearsText,
  type DayPick,
} from './date-year-selection'

const whole: DayRange = { from: 28, to: 5 }
const idle = (range: DayRange = whole): DayPick => ({ range, pendingStart: null })

describe('picking days', () => {
  it('starts a one-day range on the first click and waits for the end', () => {
    expect(clickDay(idle(), 30)).toEqual({ range: { from: 30, to: 30 }, pendingStart: 30 })
  })

  it('ends the range on the second click', () => {
    expect(clickDay(clickDay(idle(), 29), 3)).toEqual({ range: { from: 29, to: 3 }, pendingStart: null })
  })

  it('puts the two clicks in window order, so a range is never reversed', () => {
    // July 2 then June 30: June 30 comes first in the window, though 2 < 30.
    expect(clickDay(clickDay(idle(), 2), 30).range).toEqual({ from: 30, to: 2 })
    expect(clickDay(clickDay(idle(), 5), 28).range).toEqual({ from: 28, to: 5 })
  })

  it('picks one day when both clicks land on it', () => {
    expect(clickDay(clickDay(idle(), 4), 4)).toEqual({ range: { from: 4, to: 4 }, pendingStart: null })
  })

  it('starts over on a third click', () => {
    const done = clickDay(clickDay(idle(), 28), 30)
    expect(clickDay(done, 2)).toEqual({ range: { from: 2, to: 2 }, pendingStart: 2 })
  })

  it('always yields a contiguous, ordered range whatever the clicks', () => {
    for (const first of SEASON_DAYS) {
      for (const second of SEASON_DAYS) {
        const { range } = clickDay(clickDay(idle(), first), second)
        const inside = SEASON_DAYS.filter((day) => isDayInRange(range, day))
        expect(inside[0]).toBe(range.from)
        expect(inside.at(-1)).toBe(range.to)
        expect(inside).toContain(first)
        expect(inside).toContain(second)
        // contiguous: every day between the ends is inside
        const from = SEASON_DAYS.indexOf(range.from)
        expect(inside).toEqual(SEASON_DAYS.slice(from, from + inside.length))
      }
    }
  })
})

describe('picking years', () => {
  const offered = offeredYears(2019, 2025)

  it('offers the first year up to the current year', () => {
    expect(offered).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025])
  })

  it('toggles years in multi mode, keeping them sorted', () => {
    expect(clickYear([2025], 2023, 'multi')).toEqual([2023, 2025])
    expect(clickYear([2023, 2025], 2025, 'multi')).toEqual([2023])
    expect(clickYear([2023], 2023, 'multi')).toEqual([])
  })

  it('keeps exactly the clicked year in single mode', () => {
    expect(clickYear([2024], 2022, 'single')).toEqual([2022])
    expect(clickYear([2024], 2024, 'single')).toEqual([2024])
  })

  it('starts single mode on the latest selected year, and drops years not offered', () => {
    expect(yearsForMode([2025, 2023, 2024], 'single', offered)).toEqual([2025])
    expect(yearsForMode([], 'single', offered)).toEqual([])
    expect(yearsForMode([2026, 2024, 2018, 2024], 'multi', offered)).toEqual([2024])
  })
})

describe('naming the selection', () => {
  it('names the range with month names, or one day alone', () => {
    expect(dayRangeText(whole)).toBe('Jun 28 – Jul 5')
    expect(dayRangeText({ from: 30, to: 2 })).toBe('Jun 30 – Jul 2')
    expect(dayRangeText({ from: 4, to: 4 })).toBe('Jul 4')
  })

  it('lists the years, or says none are selected', () => {
    expect(yearsText([2025, 2024])).toBe('2024, 2025')
    expect(yearsText([])).toBe('No years selected')
    expect(selectionSummary(whole, [2024, 2025])).toBe('Jun 28 – Jul 5 · 2024, 2025')
  })

  it('writes the selection for the URL and compares selections', () => {
    expect(toSelection({ from: 29, to: 3 }, [2025, 2024])).toEqual({ days: '29to3', years: [2024, 2025] })
    expect(sameSelection({ days: '28to5', years: [2024] }, { days: '28to5', years: [2024] })).toBe(true)
    expect(sameSelection({ days: '28to5', years: [2024] }, { days: '28to4', years: [2024] })).toBe(false)
    expect(sameSelection({ days: '28to5', years: [2024] }, { days: '28to5', years: [2024, 2025] })).toBe(false)
  })
})
