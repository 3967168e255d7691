// Square retries for tests against the bundled emulator: the same policy as the server's, with
// waits of milliseconds, so a test that meets a refusal or a rate limit retries without stalling.
import type { RetryPolicy } from '../square-api/retry'

export const FAST_RETRY: Partial<RetryPolicy> = { baseDelayMs: 2, maxDelayMs: 20, maxAttempts: 10 }
