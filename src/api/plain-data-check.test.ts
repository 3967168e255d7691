// The plain check of a schema passes exactly the values zod passes unchanged, and a schema with
// anything more than plain data gets none.
import * as z from 'zod/mini'
import { orderSummarySchema } from '../contract/order-summaries'
import { plainDataCheck } from './plain-data-check'

const summary = { id: 'O1', created_at: '2025-07-04T20:00:00.000Z', state: 'COMPLETED', total: 1_250, items: 'Rocket, Snaps', count: 3.5, tenders: ['CARD', 'CASH'] }

/** Values around `summary`: itself, each field changed to each kind of wrong value, missing, and more. */
function variants(): unknown[] {
  const wrong = [undefined, null, '', 'x', 0, -1.5, Number.NaN, Infinity, true, [], ['CARD'], [1], {}, 'OPEN', 'DRAFT', 'REFUNDED']
  const values: unknown[] = [summary, { ...summary, tenders: [] }, null, [], 'O1', 42, [summary]]
  for (const key of Object.keys(summary)) {
    for (const value of wrong) values.push({ ...summary, [key]: value })
    const missing: Record<string, unknown> = { ...summary }
    delete missing[key]
    values.push(missing)
  }
  values.push({ ...summary, extra: 1 }, JSON.parse(`{"__proto__":1,${JSON.stringify(summary).slice(1)}`))
  return values
}

describe('plainDataCheck', () => {
  it("passes exactly the values the order summary schema passes and gives back equal to them", () => {
    const check = plainDataCheck(orderSummarySchema)
    expect(check).not.toBeNull()
    for (const value of variants()) {
      const parsed = orderSummarySchema.safeParse(value)
      const unchanged = parsed.success && JSON.stringify(Object.entries(parsed.data).sort()) === JSON.stringify(Object.entries(value as object).sort())
      expect([value, check!(value)]).toEqual([value, unchanged])
    }
  })

  it('makes no check of a schema with optional fields, checks, unions, strict or loose objects', () => {
    for (const schema of [
      z.object({ a: z.optional(z.string()) }),
      z.object({ a: z.string().check(z.minLength(1)) }),
      z.object({ a: z.union([z.string(), z.number()]) }),
      z.strictObject({ a: z.string() }),
      z.looseObject({ a: z.string() }),
      z.array(z.string()).check(z.minLength(1)),
      z.object({ nested: z.object({ when: z.date() }) }),
    ]) {
      expect(plainDataCheck(schema)).toBeNull()
    }
  })

  it('checks nested objects and arrays of them', () => {
    const check = plainDataCheck(z.object({ parts: z.array(z.object({ n: z.number(), kind: z.enum(['a', 'b']) })) }))!
    expect(check({ parts: [{ n: 1, kind: 'a' }, { n: 2, kind: 'b' }] })).toBe(true)
    expect(check({ parts: [{ n: 1, kind: 'c' }] })).toBe(false)
    expect(check({ parts: [{ n: '1', kind: 'a' }] })).toBe(false)
  })
})
