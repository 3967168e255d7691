// Field schemas shared by several entity families, so a count, an instant or a year means the
// same thing in every answer and query.
import * as z from 'zod/mini'

/** An ISO-8601 instant as `Date.prototype.toISOString()` writes it (an offset is also accepted). */
export const isoInstantSchema = z.iso.datetime({ offset: true })

/** A whole number of things (locations, orders, requests, connections). */
export const countSchema = z.int().check(z.gte(0))

/** An amount in cents (integer end to end, docs/figures.md#money); negative for refunds and returns. */
export const centsSchema = z.int()

/** A season year as a number (2023, 2024, 2025 …). */
export const yearNumberSchema = z.int().check(z.gte(2000), z.lte(9999))
