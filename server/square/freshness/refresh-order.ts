// One order brought up to date from Square (a webhook said it changed): fetched by id, stored by
// version in one transaction, its location-year's cached answers dropped and the change announced.
// It does not take the hydration lock: an upsert by version is safe beside a running hydration,
// and a payment must reach the figures at once, not after a long hydration finishes.
import type { Kysely } from 'kysely'
import type { Clock } from '../../../src/clock/clock'
import type { Database } from '../../db/schema'
import { immediateTransaction } from '../../db/transaction'
import type { AppEvents } from '../../events'
import { KvCache } from '../../kv/kv-cache'
import { invalidateSquareData } from '../store/stale-answers'
import type { SquareApi } from '../square-api/client'
import { orderRow, upsertOrderRows } from '../store/store-orders'

export interface OrderRefreshDeps {
  db: Kysely<Database>
  clock: Clock
  events: AppEvents
}

export interface OrderTarget {
  orderId: string
  locationId: string | null
}

/** Fetches and stores one order; resolves with whether stored figures changed. */
export async function refreshOneOrder(deps: OrderRefreshDeps, api: SquareApi, target: OrderTarget): Promise<boolean> {
  const order = await api.getOrder(target.orderId)
  const location = await deps.db.selectFrom('square_locations').select('timezone').where('id', '=', order.location_id).executeTakeFirst()
  if (location === undefined) throw new Error(`Order ${order.id} is at location ${order.location_id}, which is not stored yet: hydrate locations first`)
  const row = orderRow(order, location.timezone, new Date(deps.clock.now()).toISOString())
  if (row === null) return false // outside every season window: no figure shows it
  const { changed } = await immediateTransaction(deps.db, (trx) => upsertOrderRows(trx, [row]))
  if (changed.size === 0) return false
  await invalidateSquareData(new KvCache(deps.db, deps.clock), changed.list())
  for (const change of changed.list()) deps.events.emit('location-changed', change)
  return true
}
