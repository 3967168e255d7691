// Reading a long list answer in slices gives what one JSON.parse and one schema check would.
import * as z from 'zod/mini'
import { orderSummariesResponseSchema, orderSummarySchema, type OrderSummary } from '../contract/order-summaries'
import { parseSlicedAnswer, readSlicedAnswer } from './sliced-list'

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

  it('reads an answer arriving in pieces of any size, cut anywhere (inside a separator too), to the same answer', async () => {
    const orders = Array.from({ length: 1_777 }, (_, index) => summary(index))
    const text = answerText(orders)
    for (const size of [1_000_003, 65_536, 4_099, 7]) {
      const pieces = Array.from({ length: Math.ceil(text.length / size) }, (_, index) => text.slice(index * size, (index + 1) * size))
      expect(await readSlicedAnswer(pieces, orderSummariesResponseSchema, ORDERS)).toEqual({ ok: true, data: { success: true, data: { orders } } })
    }
  })

  it('reads runs as the pieces arrive, before the last one is in', async () => {
    const orders = Array.from({ length: 1_200 }, (_, index) => summary(index))
    const text = answerText(orders)
    const half = text.indexOf('},{"id":"O1100"')
    let lastPieceAsked = false
    let itemsReadBefore = 0
    const item = z.pipe(orderSummarySchema, z.transform((order) => {
      if (!lastPieceAsked) itemsReadBefore++
      return order
    }))
    async function* arriving() {
      yield text.slice(0, half)
      await new Promise((resolve) => setTimeout(resolve, 5))
      lastPieceAsked = true
      yield text.slice(half)
    }
    const answer = await readSlicedAnswer(arriving(), orderSummariesResponseSchema, { path: ['data', 'orders'], item })
    expect(answer).toEqual({ ok: true, data: { success: true, data: { orders } } })
    // two whole runs of 500 were in the first piece
    expect(itemsReadBefore).toBe(1_000)
  })

  it('falls back to reading an answer whole when its list is not of objects, however it arrives', async () => {
    const list = { path: ['data', 'orders'], item: z.number() }
    const schema = z.object({ data: z.object({ orders: z.array(z.number()) }) })
    expect(await readSlicedAnswer(['{"data":{"ord', 'ers":[1,', '2,3]}}'], schema, list)).toEqual({ ok: true, data: { data: { orders: [1, 2, 3] } } })
  })
})
