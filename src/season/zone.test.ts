import { describe, expect, it } from 'vitest'
import { parseInstant } from './instant'
import { localTimeAt, placeInstant, seasonBounds, seasonPlace, startOfLocalDay } from './season-place'
import { ZonePlacer } from './zone'

describe('placing an order in its location’s timezone', () => {
  it('puts 23:30 on July 4 in Los Angeles on day 4, hour 23', () => {
    // 23:30 PDT (UTC−7) is 06:30 UTC the next day.
    expect(seasonPlace('2025-07-05T06:30:00.000Z', 'America/Los_Angeles')).toEqual({ year: 2025, day: 4, hour: 23 })
  })

  it('puts the same instant on July 5, hour 2 in New York', () => {
    expect(seasonPlace('2025-07-05T06:30:00.000Z', 'America/New_York')).toEqual({ year: 2025, day: 5, hour: 2 })
  })

  it('reads a timestamp written with an offset the same as its UTC form', () => {
    expect(seasonPlace('2025-07-04T23:30:00-07:00', 'America/New_York')).toEqual({ year: 2025, day: 5, hour: 2 })
    expect(placeInstant('2025-07-04T23:30:00-07:00', 'America/Los_Angeles')).toEqual({ year: 2025, month: 7, day: 4, hour: 23 })
  })

  it('leaves instants outside June 28 – July 5 local time out of the season', () => {
    expect(seasonPlace('2025-06-28T06:59:59.999Z', 'America/Los_Angeles')).toBeNull() // June 27, 23:59 PDT
    expect(seasonPlace('2025-06-28T07:00:00.000Z', 'America/Los_Angeles')).toEqual({ year: 2025, day: 28, hour: 0 })
    expect(seasonPlace('2025-07-06T06:59:59.999Z', 'America/Los_Angeles')).toEqual({ year: 2025, day: 5, hour: 23 })
    expect(seasonPlace('2025-07-06T07:00:00.000Z', 'America/Los_Angeles')).toBeNull() // July 6, 00:00 PDT
  })

  it('gives null for a timestamp it cannot read', () => {
    expect(seasonPlace('not a time', 'America/Los_Angeles')).toBeNull()
    expect(placeInstant('', 'UTC')).toBeNull()
  })

  it('refuses an unknown timezone', () => {
    expect(() => seasonPlace('2025-07-04T12:00:00Z', 'Mars/Olympus_Mons')).toThrow(RangeError)
  })
})

describe('daylight-saving edges', () => {
  const la = 'America/Los_Angeles'
  it('skips 2 am on the March spring-forward night', () => {
    // 2025-03-09: 02:00 PST becomes 03:00 PDT at 10:00 UTC.
    expect(placeInstant('2025-03-09T09:59:59.999Z', la)).toEqual({ year: 2025, month: 3, day: 9, hour: 1 })
    expect(placeInstant('2025-03-09T10:00:00.000Z', la)).toEqual({ year: 2025, month: 3, day: 9, hour: 3 })
  })

  it('repeats 1 am on the November fall-back night', () => {
    // 2025-11-02: 02:00 PDT becomes 01:00 PST at 09:00 UTC.
    expect(placeInstant('2025-11-02T08:30:00Z', la)).toEqual({ year: 2025, month: 11, day: 2, hour: 1 })
    expect(placeInstant('2025-11-02T09:30:00Z', la)).toEqual({ year: 2025, month: 11, day: 2, hour: 1 })
    expect(placeInstant('2025-11-02T10:00:00Z', la)).toEqual({ year: 2025, month: 11, day: 2, hour: 2 })
  })

  it('handles a half-hour offset (Asia/Kolkata, UTC+5:30)', () => {
    expect(seasonPlace('2025-07-04T18:29:59.999Z', 'Asia/Kolkata')).toEqual({ year: 2025, day: 4, hour: 23 })
    expect(seasonPlace('2025-07-04T18:30:00.000Z', 'Asia/Kolkata')).toEqual({ year: 2025, day: 5, hour: 0 })
    expect(seasonPlace('2025-07-05T18:30:00.000Z', 'Asia/Kolkata')).toBeNull() // July 6, 00:00 IST
  })

  it('handles a half-hour zone leaving daylight saving (Australia/Adelaide)', () => {
    // 2025-04-06: 03:00 ACDT (UTC+10:30) becomes 02:00 ACST (UTC+9:30) at 16:30 UTC.
    const adelaide = 'Australia/Adelaide'
    expect(placeInstant('2025-04-05T16:29:59Z', adelaide)).toEqual({ year: 2025, month: 4, day: 6, hour: 2 })
    expect(placeInstant('2025-04-05T16:30:00Z', adelaide)).toEqual({ year: 2025, month: 4, day: 6, hour: 2 })
    expect(placeInstant('2025-04-05T17:29:59Z', adelaide)).toEqual({ year: 2025, month: 4, day: 6, hour: 2 })
    expect(placeInstant('2025-04-05T17:30:00Z', adelaide)).toEqual({ year: 2025, month: 4, day: 6, hour: 3 })
  })

  it('places an instant exactly when the offset is not a whole quarter hour (local mean time)', () => {
    // Before 1883 Los Angeles kept local mean time, UTC−7:52:58.
    expect(placeInstant('1880-07-04T12:00:00Z', la)).toEqual({ year: 1880, month: 7, day: 4, hour: 4 })
    expect(placeInstant('1880-07-04T11:53:00Z', la)).toEqual({ year: 1880, month: 7, day: 4, hour: 4 })
    expect(placeInstant('1880-07-04T11:52:57Z', la)).toEqual({ year: 1880, month: 7, day: 4, hour: 3 })
  })

  it('agrees with Intl for every quarter hour around a season and both DST changes', () => {
    const placer = new ZonePlacer('America/Denver')
    const check = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric' })
    for (const start of ['2024-03-09T00:00:00Z', '2024-06-27T00:00:00Z', '2024-11-02T00:00:00Z']) {
      for (let ms = Date.parse(start), n = 0; n < 300; n++, ms += 7 * 60_000 + 13_000) {
        const parts = Object.fromEntries(check.formatToParts(ms).map((p) => [p.type, Number(p.value)]))
        const local = placer.place(ms)
        expect([local?.year, local?.month, local?.day, local?.hour]).toEqual([parts.year, parts.month, parts.day, parts.hour])
      }
    }
  })
})

describe('local wall-clock times as instants', () => {
  it('starts a local day at local midnight', () => {
    expect(new Date(startOfLocalDay(2025, 6, 28, 'America/Los_Angeles')).toISOString()).toBe('2025-06-28T07:00:00.000Z')
    expect(new Date(startOfLocalDay(2025, 6, 28, 'Asia/Kolkata')).toISOString()).toBe('2025-06-27T18:30:00.000Z')
  })

  it('takes the earlier instant in an overlap and moves past a gap', () => {
    const placer = new ZonePlacer('America/Los_Angeles')
    const local = (iso: string) => Date.parse(`${iso}Z`)
    expect(new Date(placer.instantOf(local('2025-11-02T01:30:00'))).toISOString()).toBe('2025-11-02T08:30:00.000Z')
    expect(new Date(placer.instantOf(local('2025-03-09T02:30:00'))).toISOString()).toBe('2025-03-09T10:30:00.000Z')
  })

  it('bounds a season for a created_at search in the location’s timezone', () => {
    expect(seasonBounds(2025, 'America/Los_Angeles')).toEqual({ beginAt: '2025-06-28T07:00:00.000Z', endAt: '2025-07-06T06:59:59.999Z' })
    expect(seasonBounds(2024, 'America/New_York')).toEqual({ beginAt: '2024-06-28T04:00:00.000Z', endAt: '2024-07-06T03:59:59.999Z' })
    expect(seasonBounds(2025, 'Asia/Kolkata')).toEqual({ beginAt: '2025-06-27T18:30:00.000Z', endAt: '2025-07-05T18:29:59.999Z' })
  })

  it('reads the local time of an epoch instant', () => {
    expect(localTimeAt(Date.parse('2025-01-01T07:59:59Z'), 'America/Los_Angeles')).toEqual({ year: 2024, month: 12, day: 31, hour: 23 })
    expect(localTimeAt(NaN, 'UTC')).toBeNull()
  })
})

describe('reading timestamps', () => {
  it('reads Square’s formats to the millisecond', () => {
    expect(parseInstant('2025-07-05T06:30:00.000Z')).toBe(Date.UTC(2025, 6, 5, 6, 30))
    expect(parseInstant('2025-07-05T06:30:00Z')).toBe(Date.UTC(2025, 6, 5, 6, 30))
    expect(parseInstant('2025-07-05T06:30:00.5Z')).toBe(Date.UTC(2025, 6, 5, 6, 30, 0, 500))
    expect(parseInstant('2025-07-05T06:30:00.123456Z')).toBe(Date.UTC(2025, 6, 5, 6, 30, 0, 123))
    expect(parseInstant('2025-07-04T23:30:00-07:00')).toBe(Date.UTC(2025, 6, 5, 6, 30))
    expect(parseInstant('2025-07-05T12:00:00.250+05:30')).toBe(Date.UTC(2025, 6, 5, 6, 30, 0, 250))
    expect(parseInstant('2024-02-29T00:00:00Z')).toBe(Date.UTC(2024, 1, 29))
  })

  it('reads the last days of a month and leap days on the fast path', () => {
    expect(parseInstant('2025-06-30T23:59:59.999Z')).toBe(Date.UTC(2025, 5, 30, 23, 59, 59, 999))
    expect(parseInstant('2025-07-31T00:00:00.000Z')).toBe(Date.UTC(2025, 6, 31))
    expect(parseInstant('2024-02-29T12:00:00.000Z')).toBe(Date.UTC(2024, 1, 29, 12))
    expect(parseInstant('2023-02-29T12:00:00.000Z')).toBe(Date.parse('2023-02-29T12:00:00.000Z'))
    expect(parseInstant('2025-06-31T00:00:00.000Z')).toBe(Date.parse('2025-06-31T00:00:00.000Z'))
  })

  it('refuses a fixed-format timestamp with a stray character', () => {
    expect(parseInstant('2025-07-0xT06:30:00.000Z')).toBeNaN()
    expect(parseInstant('2025-07-05T06:3:00.0000Z')).toBe(Date.parse('2025-07-05T06:3:00.0000Z'))
    expect(parseInstant('2025-07-05T24:00:00.000Z')).toBe(Date.parse('2025-07-05T24:00:00.000Z'))
    expect(parseInstant('2025-07-05T06:30:00.00:Z')).toBeNaN()
  })

  it('agrees with Date.parse on other forms and refuses nonsense', () => {
    expect(parseInstant('2025-07-05 06:30:00Z')).toBe(Date.parse('2025-07-05 06:30:00Z'))
    expect(parseInstant('2025-07-05')).toBe(Date.UTC(2025, 6, 5))
    expect(parseInstant('2025-02-30T00:00:00Z')).toBe(Date.parse('2025-02-30T00:00:00Z'))
    expect(parseInstant('2025-13-01T00:00:00Z')).toBeNaN()
    expect(parseInstant('yesterday')).toBeNaN()
  })
})
