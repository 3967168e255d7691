import { titleCaseLocality } from './locality'

describe('titleCaseLocality', () => {
  it.each([
    ['OAKDALE', 'Oakdale'],
    ['san jose', 'San Jose'],
    ['sAN   jOSE ', 'San Jose'],
    ['winston-salem', 'Winston-Salem'],
    ['st. louis', 'St. Louis'],
    ['cañon city', 'Cañon City'],
    ['', ''],
  ])('shows %j as %j', (locality, shown) => {
    expect(titleCaseLocality(locality)).toBe(shown)
  })
})
