// Pace answers for the stories, computed by src/analytics from the demo season's first nine stands
// (Los Angeles, Denver and New York; one INACTIVE) at the server's default size: the evening of
// July 4, 2025, after the season, a stand whose sales stopped at 7:55 PM, and one stand alone.
import { paceFromOrders, type StandOrders } from '../../src/analytics/pace-from-orders'
import type { PaceData } from '../../src/contract/pace'
import { DEMO_SIZE, demoLocations, demoOrders } from '../../src/demo'

const YEARS = [2023, 2024, 2025]
/** 8:30 PM on July 4, 2025 in Los Angeles. */
export const STORY_EVENING = Date.parse('2025-07-04T20:30:00-07:00')
const AFTER_THE_SEASON = Date.parse('2025-07-20T12:00:00-07:00')
/** When the quiet stand's card reader stopped. */
const READER_DOWN = Date.parse('2025-07-04T19:55:00-07:00')

let stands: StandOrders[] | undefined

function demoStands(): StandOrders[] {
  stands ??= demoLocations(DEMO_SIZE.demo)
    .slice(0, 9)
    .map((location) => ({
      id: location.id,
      name: location.name ?? location.id,
      status: location.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
      timezone: location.timezone ?? 'America/Los_Angeles',
      orders: YEARS.flatMap((year) => [...demoOrders(DEMO_SIZE.demo, location.id, year)]),
    }))
  return stands
}

export const inSeasonPace = (): PaceData => paceFromOrders(demoStands(), YEARS, STORY_EVENING)
export const outOfSeasonPace = (): PaceData => paceFromOrders(demoStands(), YEARS, AFTER_THE_SEASON)
export const oneLocationPace = (): PaceData => paceFromOrders(demoStands().slice(0, 1), YEARS, STORY_EVENING)

/** The first stand, the busiest, made no sale after 7:55 PM: by 8:30 PM it is quiet. */
export const QUIET_STAND_INDEX = 0
export function quietStandPace(): PaceData {
  const quiet = demoStands().map((stand, index) =>
    index === QUIET_STAND_INDEX ? { ...stand, orders: stand.orders.filter((order) => !order.created_at.startsWith('2025') || Date.parse(order.created_at) < READER_DOWN) } : stand,
  )
  return paceFromOrders(quiet, YEARS, STORY_EVENING)
}
