// Reading a long list answer in slices gives what one JSON.parse and one schema check would.
import * as z from 'zod/mini'
import { orderSummariesResponseSchema, orderSummarySchema, type OrderSummary } from '../contract/order-summaries'
import { parseSlicedAnswer } from './sliced-list'

const ORDERS = { path: ['data', 'orders'], item: orderSummarySchema }

function summary(index: number): OrderSummary {
  return {
    id: `O${index}`,
    created_at: new Date(Date.parse('2025-07-04T20:00:00Z') - index * 60_000).toISOString(),
    state: index % 9 === 4 ? 'OPEN' : 'COMPLETED',
    total: 1_000 + index,
    // names with the characters that cut the list, inside strings where they are not structure
    items: index % 2 ? 'Rocket },{ "Fountain"' : '',
    count: index % 4,
    tenders: index % 3 ? ['CARD'] : ['CASH', 'CARD'],
  }
}

const answerText = (orders: unknown[]) => JSON.stringify({ success: true, data: { orders } })

describe('parseSlicedAnswer', () => {
  it('reads thousands of orders in slices to the same list, in the same order, as a whole parse', async () => {
    const orders = Array.from({ length: 2_345 }, (_, index) => summary(index))
    const answer = await parseSlicedAnswer(answerText(orders), orderSummariesResponseSchema, ORDERS)
    expect(answer).toEqual({ ok: true, data: { success: true, data: { orders } } })
  })

  it('reads an empty list, one order and two', async () => {
    for (const count of [0, 1, 2]) {
      const orders = Array.from({ length: count }, (_, index) => summary(index))
      expect(await parseSlicedAnswer(answerText(orders), orderSummariesResponseSchema, ORDERS)).toEqual({ ok: true, data: { success: true, data: { orders } } })
    }
  })

  it('names the first order that breaks the contract, counted across slices', async () => {
    const orders: unknown[] = Array.from({ length: 1_200 }, (_, index) => summary(index))
    orders[777] = { ...summary(777), total: 'lots' }
    const answer = await parseSlicedAnswer(answerText(orders), orderSummariesResponseSchema, ORDERS)
    expect(answer.ok).toBe(false)
    expect(!answer.ok && answer.problem).toMatch(/^data\.orders\.777\.total: /)
  })

  it('checks what surrounds the list as the whole schema does', async () => {
    const text = JSON.stringify({ success: 'yes', data: { orders: [summary(0), summary(1)] } })
    const answer = await parseSlicedAnswer(text, orderSummariesResponseSchema, ORDERS)
    expect(!answer.ok && answer.problem).toMatch(/^success: /)
  })

  it('reads items that hold lists of objects of their own to the same answer (a cut inside an item never parses)', async () => {
    const item = z.object({ id: z.string(), parts: z.array(z.object({ n: z.number() })) })
    const nested = z.object({ success: z.literal(true), data: z.object({ orders: z.array(item) }) })
    const orders = Array.from({ length: 1_333 }, (_, index) => ({ id: `O${index}`, parts: index % 3 ? [{ n: index }, { n: index + 1 }] : [] }))
    const answer = await parseSlicedAnswer(answerText(orders), nested, { path: ['data', 'orders'], item })
    expect(answer).toEqual({ ok: true, data: { success: true, data: { orders } } })
  })

  it('reports an answer that is no JSON at all', async () => {
    const answer = await parseSlicedAnswer('<html>', orderSummariesResponseSchema, ORDERS)
    expect(answer.ok).toBe(false)
  })
})
