// GET /api/health: its own shape, not the envelope (docs/contract.md#envelopes). Sent with 503 when `ok` is false.
import * as z from 'zod/mini'
import { isoInstantSchema } from './fields'

export const healthSchema = z.object({
  ok: z.boolean(),
  /** Whether the database answered a trivial query. */
  database: z.enum(['ok', 'unavailable']),
  /** The server's "now": the browser takes its offset from it (docs/clock-and-seasons.md#the-clock). */
  serverTime: isoInstantSchema,
})
export type Health = z.infer<typeof healthSchema>
