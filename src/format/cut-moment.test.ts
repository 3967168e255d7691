import { describe, expect, it } from 'vitest'
import { formatCutMoment, likeForLikeNote, likeForLikeText } from './cut-moment'

describe('formatCutMoment', () => {
  it('reads as a month, day and 12-hour time', () => {
    expect(formatCutMoment({ month: 7, day: 4, hour: 20, minute: 30 })).toBe('Jul 4, 8:30 PM')
    expect(formatCutMoment({ month: 6, day: 28, hour: 0, minute: 5 })).toBe('Jun 28, 12:05 AM')
    expect(formatCutMoment({ month: 7, day: 1, hour: 12, minute: 0 })).toBe('Jul 1, 12:00 PM')
    expect(formatCutMoment({ month: 12, day: 31, hour: 11, minute: 59 })).toBe('Dec 31, 11:59 AM')
    expect(likeForLikeText({ month: 7, day: 4, hour: 20, minute: 30 })).toBe('to Jul 4, 8:30 PM')
    expect(likeForLikeNote({ month: 7, day: 4, hour: 20, minute: 30 })).toBe('Like for like, to Jul 4, 8:30 PM')
  })
})
