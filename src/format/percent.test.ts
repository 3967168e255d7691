import { formatPercentChange } from './percent'

describe('formatPercentChange', () => {
  it('shows a rise with a plus and 1 decimal', () => {
    expect(formatPercentChange(12.5)).toBe('+12.5%')
    expect(formatPercentChange(12.46)).toBe('+12.5%')
    expect(formatPercentChange(100)).toBe('+100.0%')
  })

  it('shows a fall with a minus and 1 decimal', () => {
    expect(formatPercentChange(-3)).toBe('-3.0%')
    expect(formatPercentChange(-66.66)).toBe('-66.7%')
  })

  it('shows no sign when the change rounds to zero', () => {
    expect(formatPercentChange(0)).toBe('0.0%')
    expect(formatPercentChange(0.04)).toBe('0.0%')
    expect(formatPercentChange(-0.04)).toBe('0.0%')
  })

  it('shows a dash when there is no figure', () => {
    expect(formatPercentChange(Number.NaN)).toBe('—')
  })
})
