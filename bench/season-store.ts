// What the benches that serve a season of orders start from (the orders endpoint, the orders
// table): one location's demo season stored as hydration stores it, and a signed-in bench user.
import type { Kysely } from 'kysely'
import type { SquareLocation } from '../src/contract/square-location'
import { demoLocations, demoOrders, type DemoOptions } from '../src/demo'
import { createSession } from '../server/auth/sessions'
import type { Database } from '../server/db/schema'
import { immediateTransaction } from '../server/db/transaction'
import { upsertLocations } from '../server/square/store/store-locations'
import { orderRow, upsertOrderRows } from '../server/square/store/store-orders'

/** Stores the first demo location of `options` and its orders; answers the location and how many orders were stored. */
export async function storeDemoSeason(db: Kysely<Database>, options: DemoOptions): Promise<{ location: SquareLocation; orderCount: number }> {
  const [location] = demoLocations(options)
  if (!location?.timezone) throw new Error('The demo made no location with a timezone')
  const stored = new Date().toISOString()
  const rows = [...demoOrders(options)].map((order) => orderRow(order, location.timezone!, stored)).filter((row) => row !== null)
  await immediateTransaction(db, async (trx) => {
    await upsertLocations(trx, [location], stored)
    for (let i = 0; i < rows.length; i += 1000) await upsertOrderRows(trx, rows.slice(i, i + 1000))
  })
  return { location, orderCount: rows.length }
}

/** A plain user `bench` with a session; answers its bearer token. */
export async function benchUserToken(db: Kysely<Database>): Promise<string> {
  const now = new Date().toISOString()
  const { id } = await db
    .insertInto('users')
    .values({ username: 'bench', email: 'bench@fireworks.example', first_name: 'Bench', last_name: 'User', roles: '["user"]', status: 'active', password_hash: 'x', created_at: now, updated_at: now, last_login_at: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return (await createSession(db, id, Date.now())).token
}

/** The middle value (the upper middle of an even count). */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
}

/**
 * Stores every demo location of `options` and its orders created before `beforeMs` (what Square
 * has by then), as hydration stores them; answers how many orders were stored.
 */
export async function storeDemoChain(db: Kysely<Database>, options: DemoOptions, beforeMs = Infinity): Promise<number> {
  const locations = demoLocations(options)
  const stored = new Date().toISOString()
  let count = 0
  await immediateTransaction(db, (trx) => upsertLocations(trx, locations, stored))
  for (const location of locations) {
    const rows = [...demoOrders(options, location.id)]
      .filter((order) => Date.parse(order.created_at) < beforeMs)
      .map((order) => orderRow(order, location.timezone!, stored))
      .filter((row) => row !== null)
    await immediateTransaction(db, async (trx) => {
      for (let i = 0; i < rows.length; i += 1000) await upsertOrderRows(trx, rows.slice(i, i + 1000))
    })
    count += rows.length
  }
  return count
}
