// A sales report as the server answers it, for the Reports page's tests and stories.
import type { SalesReport } from '../../src/contract/reports'

export function fixtureReport(locationId = 'LOAK1', beginDate = '2025-06-28', endDate = '2025-07-05'): SalesReport {
  return {
    locationId,
    totals: { netSales: 1_234_567, grossSales: 1_300_000, totalTransactions: 321, partialRefunds: 1_250 },
    dailyBreakdown: [
      { date: '2025-07-03', netSales: 534_567, count: 120, partialRefunds: 0 },
      { date: '2025-07-04', netSales: 700_000, count: 201, partialRefunds: 1_250 },
    ],
    hourlyBreakdown: Array.from({ length: 24 }, (_, hour) => ({ hour, netSales: hour === 20 ? 1_234_567 : 0, count: hour === 20 ? 321 : 0 })),
    debug: {
      beginDate,
      endDate,
      beginDateTime: `${beginDate}T07:00:00.000Z`,
      endDateTime: '2025-07-06T06:59:59.999Z',
      totalPaymentsReceived: 321,
      timezone: 'America/Los_Angeles',
    },
  }
}
