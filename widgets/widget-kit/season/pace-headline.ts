// What a screen built on the season pace (/api/square/pace) says it compares: the season in
// progress so far against the same local moment of earlier seasons, and up to when; or, out of
// season, whole seasons. Season Pace and the Analytics ranking say it in the same words.
import type { PaceData } from '../../../src/contract/pace'
import { likeForLikeText } from '../../../src/format/cut-moment'

/** What the screen says it compares. */
export function paceHeadline(data: PaceData): string {
  const newest = data.years[data.years.length - 1]
  if (newest === undefined) return 'No season selected.'
  const earlier = data.years.slice(0, -1).reverse()
  const against = earlier.length === 0 ? '' : earlier.length === 1 ? ` against ${earlier[0]}` : ` against ${earlier.slice(0, -1).join(', ')} and ${earlier[earlier.length - 1]}`
  if (!data.likeForLike) return `Out of season: the ${newest} season’s final pace${against}, whole seasons.`
  const through = data.through === null ? '' : `, ${likeForLikeText(data.through.moment)}`
  const moment = earlier.length === 0 ? '' : ' at the same moment'
  return `${newest} season so far${against}${moment}${through}, each location in its own local time.`
}

