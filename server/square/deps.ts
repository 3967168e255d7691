// What the Square data path needs at run time: where Square (or the bundled emulator) answers,
// the geocoder, the hydration runner and the single-order refresh webhooks use. Built at start by
// prepareSquareData (lifecycle.ts) or by createSquareServices; tests build their own.
import type { HydrationRunner } from './runner/hydration-runner'
import type { OrderTarget } from './freshness/refresh-order'

export interface SquareServices {
  /** Square's base URL (the emulator's when no SQUARE_ACCESS_TOKEN is set) and its access token. */
  connection: { baseUrl: string; accessToken: string }
  /** A Nominatim-compatible geocoder's base URL; without one, locations lacking coordinates keep none. */
  geocoderUrl: string | undefined
  /** Whether the data comes from the bundled emulator (demo) or a real Square account. */
  mode: 'demo' | 'real'
  /** Runs hydration jobs in worker threads under the database lock. */
  hydration: HydrationRunner
  /** Fetches one order from Square and stores it (webhooks: server/live's refreshOrder). */
  refreshOrder(target: OrderTarget): Promise<void>
  /** The bundled emulator, when it stands in for Square. */
  emulator?: {
    url: string
    /** Makes a payment at a location (else a random ACTIVE one) and sends its signed webhook. */
    sendPaymentWebhook(locationId?: string): Promise<unknown>
  }
}
