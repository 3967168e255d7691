// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useOnScreen, usePolling } from './use-on-screen'

type Callback = (entries: { isIntersecting: boolean }[]) => void

function stubIntersectionObserver() {
  const callbacks: Callback[] = []
  class FakeObserver {
    constructor(callback: Callback) {
      callbacks.push(callback)
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return (isIntersecting: boolean) => act(() => callbacks.forEach((callback) => callback([{ isIntersecting }])))
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  setVisibility('visible')
})

describe('useOnScreen', () => {
  it('is true only while the element is in view on a showing tab', () => {
    const intersect = stubIntersectionObserver()
    const element = document.createElement('div')
    const { result } = renderHook(() => useOnScreen(useRef(element)))
    expect(result.current).toBe(true)
    intersect(false)
    expect(result.current).toBe(false)
    intersect(true)
    expect(result.current).toBe(true)
    setVisibility('hidden')
    expect(result.current).toBe(false)
    setVisibility('visible')
    expect(result.current).toBe(true)
  })
})

describe('usePolling', () => {
  it('ticks every interval while active, stops when not, and catches up on resuming', () => {
    vi.useFakeTimers()
    const tick = vi.fn()
    const { rerender } = renderHook(({ active }) => usePolling(active, 5_000, tick), { initialProps: { active: true } })
    act(() => vi.advanceTimersByTime(10_000))
    expect(tick).toHaveBeenCalledTimes(2)
    rerender({ active: false })
    act(() => vi.advanceTimersByTime(20_000))
    expect(tick).toHaveBeenCalledTimes(2)
    rerender({ active: true })
    expect(tick).toHaveBeenCalledTimes(3)
    act(() => vi.advanceTimersByTime(5_000))
    expect(tick).toHaveBeenCalledTimes(4)
  })
})
