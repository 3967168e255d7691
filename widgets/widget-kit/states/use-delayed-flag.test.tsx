// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDelayedFlag } from './use-delayed-flag'

describe('useDelayedFlag', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('turns on only after the delay, and off at once', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 200), { initialProps: { active: true } })
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(199))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(true)
    rerender({ active: false })
    expect(result.current).toBe(false)
  })

  it('never turns on when the wait ends before the delay', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 200), { initialProps: { active: true } })
    act(() => vi.advanceTimersByTime(150))
    rerender({ active: false })
    act(() => vi.advanceTimersByTime(500))
    expect(result.current).toBe(false)
  })
})
