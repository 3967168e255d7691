import { formatMoney } from './money'

describe('formatMoney', () => {
  it('shows cents as dollars with 2 decimals by default', () => {
    expect(formatMoney(123456)).toBe('$1,234.56')
    expect(formatMoney(5)).toBe('$0.05')
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(100000000)).toBe('$1,000,000.00')
  })

  it('rounds to whole dollars for charts', () => {
    expect(formatMoney(123456, { decimals: 0 })).toBe('$1,235')
    expect(formatMoney(123449, { decimals: 0 })).toBe('$1,234')
    expect(formatMoney(0, { decimals: 0 })).toBe('$0')
  })

  it('puts the minus before the dollar sign', () => {
    expect(formatMoney(-500)).toBe('-$5.00')
    expect(formatMoney(-123456, { decimals: 0 })).toBe('-$1,235')
  })

  it('shows no minus on an amount that rounds to zero', () => {
    expect(formatMoney(-1, { decimals: 0 })).toBe('$0')
    expect(formatMoney(-0)).toBe('$0.00')
  })

  it('shows a dash for an amount that is not a number', () => {
    expect(formatMoney(Number.NaN)).toBe('—')
    expect(formatMoney(Infinity)).toBe('—')
  })
})
