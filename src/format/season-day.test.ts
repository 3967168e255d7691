import { formatSeasonDate, formatSeasonDay } from './season-day'

describe('formatSeasonDay', () => {
  it('labels the window days with their month', () => {
    expect([28, 29, 30, 1, 2, 3, 4, 5].map(formatSeasonDay)).toEqual(['6/28', '6/29', '6/30', '7/1', '7/2', '7/3', '7/4', '7/5'])
  })

  it.each([0, 6, 27, 31, 2.5])('refuses day %s, which is outside the season', (day) => {
    expect(() => formatSeasonDay(day)).toThrow(RangeError)
  })
})

describe('formatSeasonDate', () => {
  it('names the month of each window day', () => {
    expect([28, 30, 1, 4].map(formatSeasonDate)).toEqual(['Jun 28', 'Jun 30', 'Jul 1', 'Jul 4'])
    expect(() => formatSeasonDate(6)).toThrow(RangeError)
  })
})
