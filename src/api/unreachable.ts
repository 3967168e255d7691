// What a widget says when its request never got an answer (fetch rejects with a bare TypeError,
// "Failed to fetch"). On a page of another origin the usual cause is the dashboard server's CORS
// refusing that origin, which the browser hides from the page. A no-cors probe tells the two
// apart: it reaches a running server whatever its CORS rules, so if it resolves, the server is up
// and the page's origin is what it refused — and the page owner can fix that in one setting.

/** The server answered, but not to this page's origin (its CORS rules refused it). */
export class OriginRefusedError extends Error {
  override name = 'OriginRefusedError'
  constructor(readonly pageOrigin: string, readonly serverOrigin: string) {
    super(`The dashboard server at ${serverOrigin} does not accept requests from this page: add ${pageOrigin} to the dashboard server's FW_ALLOWED_ORIGINS.`)
  }
}

/** No answer at all: the server is down, or the address is wrong. */
export class ServerUnreachableError extends Error {
  override name = 'ServerUnreachableError'
  constructor(readonly apiBase: string) {
    super(`The dashboard server at ${apiBase} did not answer. Check that it is running and that the widget's api-base is right.`)
  }
}

/** Messages already written to the console, so a page with ten widgets says it once. */
const told = new Set<string>()

/** Writes a page owner's problem to the console, once per page whatever number of widgets meet it. */
export function tellConsoleOnce(message: string): void {
  if (told.has(message)) return
  told.add(message)
  console.error(`fireworks-dashboard: ${message}`)
}

/** The page's origin, or undefined where there is no page (Node). */
function pageOrigin(): string | undefined {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : undefined
}

/**
 * Explains a request that failed without an answer: OriginRefusedError when the API is on another
 * origin and answers a no-cors probe, else ServerUnreachableError. Aborts are passed on as they are.
 */
export async function explainFailedRequest(error: unknown, apiBase: string, fetchImpl: typeof fetch): Promise<unknown> {
  if (!(error instanceof TypeError)) return error
  const page = pageOrigin()
  let server: string
  try {
    server = new URL(apiBase, page).origin
  } catch {
    return error
  }
  let explained: Error = new ServerUnreachableError(apiBase)
  if (page !== undefined && server !== page) {
    try {
      await fetchImpl(`${apiBase.replace(/\/+$/, '')}/health`, { mode: 'no-cors', cache: 'no-store' })
      explained = new OriginRefusedError(page, server)
    } catch {
      // No answer even without CORS: the server is down or elsewhere.
    }
  }
  tellConsoleOnce(explained.message)
  return explained
}
