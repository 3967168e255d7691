// A plain user cannot grow the server's data at will through the sales reports: a report is kept
// only for a range within one tracked season's window (a location has 36 such ranges a season),
// while any other range, ten years of daily rows for instance, is computed and not kept.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { datesOfRange } from '../../src/season/local-dates'
import { KV_PREFIX } from '../kv/kv-cache'
import { createSquareTestContext, type SquareTestContext } from '../testing/square-test-context'

const MIB = 1024 * 1024
const TRACKED = [2023, 2024, 2025]

let t: SquareTestContext
let user: string
let locationId: string

beforeAll(async () => {
  t = await createSquareTestContext()
  const outcome = await t.deps.square!.hydration.run({ kind: 'all' }, { purpose: 'test' })
  expect(outcome.summary.complete).toBe(true)
  user = await t.signIn('viewer', ['user'])
  locationId = (await t.deps.db.selectFrom('square_orders').select('location_id').limit(1).executeTakeFirstOrThrow()).location_id
}, 120_000)
afterAll(() => t?.close())

/** What the store occupies: the SQLite data directory's files (WAL included), or the PostgreSQL database. */
async function storeBytes(): Promise<number> {
  if (t.databaseUrl !== undefined) {
    const result = await sql<{ size: number }>`SELECT pg_database_size(current_database()) AS size`.execute(t.deps.db)
    return Number(result.rows[0]!.size)
  }
  return readdirSync(t.dataDir).reduce((total, name) => total + statSync(join(t.dataDir, name)).size, 0)
}

/** Every range of days within each tracked season's window: 36 a season. */
function inSeasonRanges(): Array<[string, string]> {
  return TRACKED.flatMap((year) => {
    const days = datesOfRange(`${year}-06-28`, `${year}-07-05`)
    return days.flatMap((begin, first) => days.slice(first).map((end): [string, string] => [begin, end]))
  })
}

/** `count` ranges of ten years (3,653 daily rows each), each starting a day after the one before. */
function decadeRanges(count: number): Array<[string, string]> {
  const starts = datesOfRange('2016-01-01', '2017-12-31').slice(0, count)
  return starts.map((begin) => [begin, datesOfRange(begin, `${Number(begin.slice(0, 4)) + 10}-12-31`)[3652]!])
}

describe('date-range reports asked for by a plain user', () => {
  it('grow the data by no more than 10 MB over 200 distinct ranges, keeping only those within a tracked season', { timeout: 120_000 }, async () => {
    const inSeason = inSeasonRanges()
    const ranges = [...inSeason, ...decadeRanges(200 - inSeason.length)]
    expect(new Set(ranges.map((range) => range.join())).size).toBe(200)

    const before = await storeBytes()
    for (const [beginDate, endDate] of ranges) {
      const answer = await t.call('GET', `/api/square/reports/sales?locationId=${locationId}&beginDate=${beginDate}&endDate=${endDate}`, { token: user })
      expect(answer.status).toBe(200)
      expect(answer.body.data.dailyBreakdown).toHaveLength(datesOfRange(beginDate, endDate).length)
    }
    const grownBytes = (await storeBytes()) - before
    expect(grownBytes).toBeLessThanOrEqual(10 * MIB)

    const kept = (await t.deps.db.selectFrom('kv_cache').select('key').where('key', 'like', `${KV_PREFIX.reports}%`).execute()).map((row) => row.key)
    expect(kept.sort()).toEqual(inSeason.map(([begin, end]) => `${KV_PREFIX.reports}${locationId}:${begin}:${end}`).sort())
  })
})
