import { fixedClock, manualClock, offsetClock, startedClock } from './clock'

describe('clocks', () => {
  it('a fixed clock always answers the instant it was given', () => {
    const clock = fixedClock('2025-07-04T20:00:00Z')
    expect(clock.now()).toBe(Date.UTC(2025, 6, 4, 20))
    expect(clock.now()).toBe(Date.UTC(2025, 6, 4, 20))
  })

  it('a started clock runs on from its instant at the pace of its base', () => {
    const base = manualClock(1_000)
    const clock = startedClock('2025-07-04T20:00:00Z', base)
    base.advance(1_500)
    expect(clock.now()).toBe(Date.UTC(2025, 6, 4, 20) + 1_500)
  })

  it('an offset clock follows another clock shifted by the offset', () => {
    const base = manualClock(10_000)
    const clock = offsetClock(-2_500, base)
    expect(clock.now()).toBe(7_500)
    base.set(20_000)
    expect(clock.now()).toBe(17_500)
  })

  it('refuses something that is not an instant', () => {
    expect(() => fixedClock('next tuesday')).toThrow('Not an instant: next tuesday')
    expect(() => startedClock('soon')).toThrow('Not an instant: soon')
  })
})
