// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COPIED_MS, useCopiedFlag } from './use-copied-flag'

describe('useCopiedFlag', () => {
  afterEach(() => vi.useRealTimers())

  it("says 'Copied!' for 2 seconds, counted from the latest copy", () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useCopiedFlag())
    act(() => result.current[1]('a'))
    expect(result.current[0]).toBe('a')
    act(() => vi.advanceTimersByTime(1_500))
    act(() => result.current[1]('b'))
    act(() => vi.advanceTimersByTime(COPIED_MS - 1))
    expect(result.current[0]).toBe('b')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current[0]).toBeNull()
  })
})
