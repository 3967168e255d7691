import { afterEach, describe, expect, it, vi } from 'vitest'
import { isFullRange, parseDays, parseYears, serialiseDays, serialiseYears } from './date-range'
import { daysInRange, seasonDayLabel } from './window'

afterEach(() => {
  vi.restoreAllMocks()
})

function watchWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined)
}

describe('the days parameter', () => {
  it('reads a run of window days across the month change', () => {
    const warn = watchWarnings()
    expect(parseDays('28to5')).toEqual({ from: 28, to: 5 })
    expect(parseDays('30to2')).toEqual({ from: 30, to: 2 })
    expect(parseDays('4to4')).toEqual({ from: 4, to: 4 })
    expect(warn).not.toHaveBeenCalled()
  })

  it('shows the whole window when days are missing, silently', () => {
    const warn = watchWarnings()
    expect(parseDays(undefined)).toEqual({ from: 28, to: 5 })
    expect(parseDays(null)).toEqual({ from: 28, to: 5 })
    expect(parseDays('')).toEqual({ from: 28, to: 5 })
    expect(warn).not.toHaveBeenCalled()
  })

  it.each(['garbage', '28-5', '27to5', '28to6', '15to20', 'to5', '28to', '28to5x'])(
    'falls back to the whole window with a warning for %j',
    (raw) => {
      const warn = watchWarnings()
      expect(parseDays(raw)).toEqual({ from: 28, to: 5 })
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0]?.[0]).toContain('whole window')
    },
  )

  it('falls back with a warning when the start comes after the end in window order', () => {
    const warn = watchWarnings()
    expect(parseDays('5to28')).toEqual({ from: 28, to: 5 })
    expect(parseDays('2to30')).toEqual({ from: 28, to: 5 })
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0]?.[0]).toContain('starts after it ends')
  })

  it('writes a range back in the same form', () => {
    expect(serialiseDays({ from: 30, to: 2 })).toBe('30to2')
    expect(serialiseDays(parseDays('28to5'))).toBe('28to5')
    expect(isFullRange({ from: 28, to: 5 })).toBe(true)
    expect(isFullRange({ from: 28, to: 4 })).toBe(false)
  })

  it('lists the days of a range in window order with their labels', () => {
    expect(daysInRange({ from: 30, to: 2 })).toEqual([30, 1, 2])
    expect(daysInRange({ from: 28, to: 5 })).toEqual([28, 29, 30, 1, 2, 3, 4, 5])
    expect(daysInRange({ from: 30, to: 2 }).map(seasonDayLabel)).toEqual(['6/30', '7/1', '7/2'])
  })
})

describe('the years parameter', () => {
  it('gives the default selection when years are missing', () => {
    expect(parseYears(undefined, [2025, 2024])).toEqual([2024, 2025])
    expect(parseYears(null, [2024])).toEqual([2024])
  })

  it('means no years when the parameter is empty', () => {
    expect(parseYears('', [2024, 2025])).toEqual([])
    expect(parseYears('  ', [2024, 2025])).toEqual([])
  })

  it('sorts and drops repeats', () => {
    const warn = watchWarnings()
    expect(parseYears('2025,2023,2025, 2024', [])).toEqual([2023, 2024, 2025])
    expect(warn).not.toHaveBeenCalled()
  })

  it('drops entries that are not selectable years, with a warning', () => {
    const warn = watchWarnings()
    expect(parseYears('2024,abc,,2018,12345,20x5,2025', [2023])).toEqual([2024, 2025])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('"abc"')
    expect(warn.mock.calls[0]?.[0]).toContain('"2018"')
  })

  it('gives no years, not the defaults, when every entry is invalid', () => {
    watchWarnings()
    expect(parseYears('nope', [2024, 2025])).toEqual([])
  })

  it('writes years sorted and without repeats', () => {
    expect(serialiseYears([2025, 2024, 2025])).toBe('2024,2025')
    expect(serialiseYears([])).toBe('')
  })
})
