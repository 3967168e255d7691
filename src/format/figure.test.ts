import { describe, expect, it } from 'vitest'
import { formatCount, formatSharePercent } from './figure'

describe('figure formats', () => {
  it('writes counts with thousands separators', () => {
    expect(formatCount(12_345)).toBe('12,345')
    expect(formatCount(0)).toBe('0')
    expect(formatCount(Number.NaN)).toBe('—')
  })

  it('writes shares with one decimal', () => {
    expect(formatSharePercent(37.25)).toBe('37.3%')
    expect(formatSharePercent(40.000_01)).toBe('40.0%')
    expect(formatSharePercent(-0.5)).toBe('-0.5%')
    expect(formatSharePercent(Number.POSITIVE_INFINITY)).toBe('—')
  })
})
