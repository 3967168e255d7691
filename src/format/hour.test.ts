import { formatHour } from './hour'

describe('formatHour', () => {
  it('labels every hour of the day', () => {
    const labels = Array.from({ length: 24 }, (_, hour) => formatHour(hour))
    expect(labels).toEqual([
      '12am', '1am', '2am', '3am', '4am', '5am', '6am', '7am', '8am', '9am', '10am', '11am',
      '12pm', '1pm', '2pm', '3pm', '4pm', '5pm', '6pm', '7pm', '8pm', '9pm', '10pm', '11pm',
    ])
  })

  it('refuses what is not an hour', () => {
    expect(() => formatHour(24)).toThrow(RangeError)
    expect(() => formatHour(-1)).toThrow(RangeError)
    expect(() => formatHour(1.5)).toThrow(RangeError)
  })
})
