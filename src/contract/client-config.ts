// GET /api/client-config: what the browser needs to know of the server's configuration and may be
// told before anyone signs in — map tiles and where /square sends people. Never a secret.
import * as z from 'zod/mini'
import { successSchema } from './envelope'

export const clientConfigSchema = z.object({
  /** Map tile URL template with {z}, {x}, {y} (and optionally {s}). */
  tileUrl: z.string(),
  /** The dark theme's template; the light one when none is configured. */
  tileUrlDark: z.string(),
  tileAttribution: z.string(),
  /** Where /square redirects (FW_SQUARE_CREDENTIALS_URL); null when not configured. */
  squareCredentialsUrl: z.nullable(z.string()),
})
export type ClientConfig = z.infer<typeof clientConfigSchema>
export const clientConfigResponseSchema = successSchema(clientConfigSchema)
