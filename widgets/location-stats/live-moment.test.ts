import { describe, expect, it } from 'vitest'
import { SEASON_DAYS } from '../../src/season'
import { liveMomentOf, untilToCome } from './live-moment'

const EVENING = { month: 7, day: 4, hour: 20, minute: 30 }

describe('liveMomentOf', () => {
  it('is nothing while no season shown is in progress', () => {
    expect(liveMomentOf(2025, null, [...SEASON_DAYS])).toBeNull()
  })

  it('over the whole window at 8:30 PM on July 4: July 5 to come, every hour has earlier days, now on both charts', () => {
    expect(liveMomentOf(2025, EVENING, [...SEASON_DAYS])).toEqual({
      year: 2025,
      through: EVENING,
      day: 4,
      firstDayToCome: 7,
      firstHourToCome: 24,
      // The 7th of 8 days, 20.5 hours of 24 gone; 8:30 PM on the hours.
      dailyNow: 6 + 20.5 / 24,
      hourlyNow: 20.5,
    })
  })

  it('under Today: the hours after the one in progress are still to come', () => {
    expect(liveMomentOf(2025, EVENING, [4])).toMatchObject({ day: 4, firstDayToCome: 1, firstHourToCome: 21, dailyNow: 20.5 / 24, hourlyNow: 20.5 })
    // Today and tomorrow: 9 PM is still to come on both.
    expect(liveMomentOf(2025, EVENING, [4, 5])).toMatchObject({ firstDayToCome: 1, firstHourToCome: 21 })
  })

  it('with only days to come selected, everything is to come and no now line shows', () => {
    expect(liveMomentOf(2025, EVENING, [5])).toMatchObject({ day: null, firstDayToCome: 0, firstHourToCome: 0, dailyNow: undefined, hourlyNow: undefined })
  })

  it('with only past days selected, nothing is to come and no now line shows', () => {
    expect(liveMomentOf(2025, EVENING, [1, 2, 3])).toMatchObject({ day: null, firstDayToCome: 3, firstHourToCome: 24, dailyNow: undefined, hourlyNow: undefined })
  })

  it('places June days by their month: June 30 is not July 30', () => {
    const june30 = { month: 6, day: 30, hour: 0, minute: 0 }
    expect(liveMomentOf(2025, june30, [...SEASON_DAYS])).toMatchObject({ day: 30, firstDayToCome: 3, dailyNow: 2 })
    expect(liveMomentOf(2025, { ...june30, month: 7 }, [...SEASON_DAYS])).toBeNull()
  })
})

describe('untilToCome', () => {
  it('leaves the values from the first to come on undrawn', () => {
    expect(untilToCome([1, 2, 3, 4], 2)).toEqual([1, 2, Number.NaN, Number.NaN])
    expect(untilToCome([1, 2], 2)).toEqual([1, 2])
    expect(untilToCome([1, 2], 0)).toEqual([Number.NaN, Number.NaN])
  })
})
