// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatTimeAgo } from '../../src/format'
import { useNow } from './use-now'

afterEach(() => vi.useRealTimers())

describe('useNow', () => {
  it('ticks every second while active, so time-ago text keeps counting', () => {
    vi.useFakeTimers({ now: Date.parse('2025-07-04T20:00:00.000Z') })
    const paidAt = '2025-07-04T19:59:58.000Z'
    const { result, rerender } = renderHook(({ active }) => useNow(active), { initialProps: { active: true } })
    expect(formatTimeAgo(paidAt, result.current)).toBe('2 seconds ago')
    act(() => vi.advanceTimersByTime(3_000))
    expect(formatTimeAgo(paidAt, result.current)).toBe('5 seconds ago')
    act(() => vi.advanceTimersByTime(60_000))
    expect(formatTimeAgo(paidAt, result.current)).toBe('1 minute ago')
    rerender({ active: false })
    const stopped = result.current
    act(() => vi.advanceTimersByTime(10_000))
    expect(result.current).toBe(stopped)
  })
})
