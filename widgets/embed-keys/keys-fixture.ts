// Embedding keys as a demo server lists them, for stories and the stories' fake API: one in use,
// one that ended on its last day, one revoked.
import type { EmbedKey } from '../../src/contract/embed'

/** Three keys for `locationIds` (at least two ids), newest first. */
export function demoKeys(locationIds: readonly string[]): EmbedKey[] {
  const [first = 'L1', second = 'L2', third = first] = locationIds
  return [
    {
      id: 'key-stand-report',
      name: 'Stand report on the intranet',
      hint: 'fwk_q7Xe',
      origins: ['https://intranet.example'],
      locationIds: [first, second],
      createdAt: '2025-07-01T16:00:00.000Z',
      createdBy: 'admin',
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: '2025-07-04T20:12:00.000Z',
      status: 'active',
    },
    {
      id: 'key-season-board',
      name: 'Season board in the warehouse',
      hint: 'fwk_Bv2m',
      origins: ['https://board.warehouse.example', 'http://10.0.4.12:8080'],
      locationIds: [third],
      createdAt: '2025-06-20T09:30:00.000Z',
      createdBy: 'dana',
      expiresAt: '2025-07-06T07:00:00.000Z',
      revokedAt: null,
      lastUsedAt: '2025-07-05T23:58:00.000Z',
      status: 'expired',
    },
    {
      id: 'key-old-kiosk',
      name: 'Old kiosk',
      hint: 'fwk_0kLp',
      origins: ['https://kiosk.example'],
      locationIds: [second],
      createdAt: '2024-06-25T12:00:00.000Z',
      createdBy: 'admin',
      expiresAt: null,
      revokedAt: '2024-07-08T08:00:00.000Z',
      lastUsedAt: '2024-07-05T21:40:00.000Z',
      status: 'revoked',
    },
  ]
}
