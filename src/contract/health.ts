// GET /api/health (liveness) and GET /api/ready (readiness): shapes of their own, not the
// envelope, as probes read them. Health is sent with 503 when `ok` is false (the database is
// unreachable); it answers while the instance starts and stops, and says which it is doing.
import * as z from 'zod/mini'
import { isoInstantSchema } from './fields'

export const healthSchema = z.object({
  ok: z.boolean(),
  /** Whether the database answered a trivial query. */
  database: z.enum(['ok', 'unavailable']),
  /** The server's "now": the browser takes its offset from it (docs/clock-and-seasons.md#the-clock). */
  serverTime: isoInstantSchema,
  /** Starting (the first sync), ready, or stopping: whether this instance should get traffic (/api/ready). */
  status: z.optional(z.enum(['starting', 'ready', 'stopping'])),
  /** What a starting instance is busy with, for a person. */
  detail: z.optional(z.string()),
})
export type Health = z.infer<typeof healthSchema>

/** GET /api/ready: 200 when this instance should get traffic, 503 while starting or stopping. */
export const readySchema = z.object({
  ready: z.boolean(),
  status: z.enum(['starting', 'ready', 'stopping']),
  detail: z.optional(z.string()),
})
export type Ready = z.infer<typeof readySchema>
