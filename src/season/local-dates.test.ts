// Local calendar dates: a range's dates across month and year ends, and a season's window dates.
import { datesOfRange, seasonWindowDates } from './local-dates'

describe('report dates', () => {
  it('lists the dates of a range across a month and a year end', () => {
    expect(datesOfRange('2024-12-30', '2025-01-02')).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02'])
    expect(datesOfRange('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01'])
  })

  it('names a season’s window June 28 – July 5', () => {
    expect(seasonWindowDates(2024)).toEqual({ beginDate: '2024-06-28', endDate: '2024-07-05' })
  })
})
