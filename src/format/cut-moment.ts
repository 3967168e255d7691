// The local minute a like-for-like comparison is cut through, as a screen says it: "Jul 4, 8:30 PM".
import type { CutMoment } from '../analytics/season-cut'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "Jul 4, 8:30 PM" (12-hour clock, minutes always two digits). */
export function formatCutMoment(moment: CutMoment): string {
  const hour12 = moment.hour % 12 === 0 ? 12 : moment.hour % 12
  return `${MONTHS[moment.month - 1]} ${moment.day}, ${hour12}:${String(moment.minute).padStart(2, '0')} ${moment.hour < 12 ? 'AM' : 'PM'}`
}

/** What a comparison up to a cut says beside its figures: "to Jul 4, 8:30 PM". */
export function likeForLikeText(moment: CutMoment): string {
  return `to ${formatCutMoment(moment)}`
}

/** What a figure compared up to a cut says beside it: "Like for like, to Jul 4, 8:30 PM". */
export function likeForLikeNote(moment: CutMoment): string {
  return `Like for like, ${likeForLikeText(moment)}`
}
