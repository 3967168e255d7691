// The shell's own API client (sign-in, sign-out, the client configuration):
// `/api` of the page's origin with the page's stored session; a 401 signs the page out, and the
// route guards then send the reader to /login (docs/screens.md#errors-and-messages).
import { createApiClient, type ApiClient } from '../../src/api/client'
import { sessionRefused } from '../../src/stores/session'

export const shellApi: ApiClient = createApiClient({ onUnauthorized: sessionRefused })
