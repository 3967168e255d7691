import { locationsResponseSchema } from './locations-response'

describe('locations answer', () => {
  const location = {
    id: 'L88917AVBK2S5',
    name: 'Oakdale Main',
    address: { addressLine1: '1 Main St', locality: 'Oakdale', postalCode: '95361' },
    coordinates: { latitude: 37.77, longitude: -120.85, source: 'square' },
    createdAt: '2023-05-01T00:00:00.000Z',
    status: 'ACTIVE',
    timezone: 'America/Los_Angeles',
    stats: { '2025': { totalTransactions: 3, totalNetSales: 4500, totalPartialRefunds: 540, dailySales: { '4': { totalNetSales: 4500, totalTransactions: 3 } } } },
  }
  const answer = {
    success: true,
    data: {
      locations: [location],
      summary: {
        activeLocations: 1,
        totalLocations: 1,
        totalOrdersAllLocations: 3,
        yearsProcessed: [2025],
        totalApiRequests: 2,
        batchInfo: {
          batchSize: 5,
          processedInThisBatch: 1,
          totalNewLocationsFound: 0,
          remainingToProcess: 0,
          isComplete: true,
          geocodedCount: 0,
          locationsMarkedInactive: 0,
        },
      },
      cached: true,
      cachedAt: '2025-07-04T18:00:00.000Z',
      cacheIsExpired: false,
      hydrated: true,
      hydratedAt: null,
    },
  }

  it('reads the whole answer', () => {
    expect(locationsResponseSchema.parse(answer)).toEqual(answer)
  })

  it('refuses negative counts', () => {
    const bad = { ...answer, data: { ...answer.data, summary: { ...answer.data.summary, totalLocations: -1 } } }
    expect(locationsResponseSchema.safeParse(bad).success).toBe(false)
  })
})
