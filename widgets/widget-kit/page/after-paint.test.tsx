// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint, usePaintedKey } from './after-paint'

afterEach(() => {
  vi.useRealTimers()
})

describe('afterNextPaint', () => {
  it('runs the work in a task after the next frame, not in the frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    const work = vi.fn()
    afterNextPaint(work)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    // The frame callback only scheduled it: the paint comes first.
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledOnce()
  })

  it('does nothing once cancelled, before or after the frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    const early = vi.fn()
    afterNextPaint(early)()
    const late = vi.fn()
    const cancelLate = afterNextPaint(late)
    vi.advanceTimersToNextFrame()
    cancelLate()
    vi.advanceTimersByTime(100)
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})

describe('usePaintedKey', () => {
  function Shows({ value, seen }: { value: string; seen: string[] }) {
    seen.push(usePaintedKey(value))
    return null
  }

  it('answers a key once a frame with it has been painted, and keeps it through an empty key', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    const seen: string[] = []
    const { rerender } = render(<Shows value="a" seen={seen} />)
    expect(seen.at(-1)).toBe('')
    act(() => {
      vi.advanceTimersToNextFrame()
      vi.advanceTimersByTime(1)
    })
    expect(seen.at(-1)).toBe('a')
    rerender(<Shows value="" seen={seen} />)
    act(() => {
      vi.advanceTimersToNextFrame()
      vi.advanceTimersByTime(1)
    })
    expect(seen.at(-1)).toBe('a')
    // A key replaced before its paint is never answered.
    rerender(<Shows value="b" seen={seen} />)
    rerender(<Shows value="c" seen={seen} />)
    act(() => {
      vi.advanceTimersToNextFrame()
      vi.advanceTimersByTime(1)
    })
    expect(seen).not.toContain('b')
    expect(seen.at(-1)).toBe('c')
  })
})
