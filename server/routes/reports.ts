// /api/square/reports: a location's sales report (docs/contract.md#entities) over local calendar days, or over one
// season's window (June 28 – July 5), computed on the server from its stored orders. Signed-in
// users read any location; a host page's embed token only its own.
import { Hono } from 'hono'
import { salesReportQuerySchema, yearReportQuerySchema, type SalesReport } from '../../src/contract/reports'
import { seasonWindowDates } from '../../src/season/local-dates'
import { requireReader } from '../http/reader-guard'
import type { AppEnv } from '../env'
import { figuresOf, salesReport } from '../figures/figures-cache'
import { ApiFailure } from '../http/errors'
import { validQuery } from '../http/validate'
import { LOCATION_NOT_FOUND } from './square'

export const reports = new Hono<AppEnv>()
  .get('/sales', requireReader({ locationParam: 'locationId' }), validQuery(salesReportQuerySchema), async (c) => {
    const { locationId, beginDate, endDate } = c.req.valid('query')
    const found = await figuresOf(c.var.deps, locationId)
    if (found === undefined) throw new ApiFailure(404, 'NOT_FOUND', LOCATION_NOT_FOUND)
    const data: SalesReport = await salesReport(found.ctx, found.location, beginDate, endDate)
    return c.json({ success: true as const, data })
  })
  .get('/year', requireReader({ locationParam: 'locationId' }), validQuery(yearReportQuerySchema), async (c) => {
    const { locationId, year } = c.req.valid('query')
    const found = await figuresOf(c.var.deps, locationId)
    if (found === undefined) throw new ApiFailure(404, 'NOT_FOUND', LOCATION_NOT_FOUND)
    const { beginDate, endDate } = seasonWindowDates(year)
    const data: SalesReport = await salesReport(found.ctx, found.location, beginDate, endDate)
    return c.json({ success: true as const, data })
  })
