// Square's API addresses by environment (the SDK's SquareEnvironment values, checked against it in
// a test), kept apart from the SDK so the main thread can name them without loading the SDK, whose
// thousands of modules take seconds to load.

export const SQUARE_PRODUCTION_URL = 'https://connect.squareup.com'
export const SQUARE_SANDBOX_URL = 'https://connect.squareupsandbox.com'

/** Square's base URL for a configuration: SQUARE_BASE_URL wins, else the environment's. */
export function squareBaseUrl(config: { SQUARE_BASE_URL?: string | undefined; SQUARE_ENVIRONMENT: 'production' | 'sandbox' }): string {
  if (config.SQUARE_BASE_URL !== undefined) return config.SQUARE_BASE_URL
  return config.SQUARE_ENVIRONMENT === 'sandbox' ? SQUARE_SANDBOX_URL : SQUARE_PRODUCTION_URL
}
