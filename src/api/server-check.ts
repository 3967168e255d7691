// What a widget asks before it offers a sign-in form: does a dashboard server answer at its
// api-base, and does that server accept this page's origin? GET /api/embed/check is public, takes
// no credential and is readable from any origin, so the widget can name the problem (a wrong
// address, an origin the server refuses, an origin allowed only for embed tokens) instead of
// showing a form that cannot work.
import { embedCheckResponseSchema, type OriginStanding } from '../contract/embed'
import { pageOrigin, serverOriginOf } from './session-place'
import { OriginRefusedError, tellConsoleOnce } from './unreachable'

export type ServerCheck =
  | { status: 'ok'; standing: OriginStanding }
  /** Nothing answers there, or what answers is no dashboard server. */
  | { status: 'server-unreachable'; message: string }
  /** The server refuses the page's origin. */
  | { status: 'origin-refused'; message: string }
  /** The origin is named only by an embedding key: widgets there need an embed token. */
  | { status: 'embed-token-required'; message: string }

/** The sentence for an api-base where no dashboard server answers. */
export function unreachableMessage(apiBase: string): string {
  return `No dashboard server answers at ${apiBase}. Check the widget's api-base and that the server is running.`
}

/** The sentence for a page whose origin only embedding keys name. */
export function embedTokenRequiredMessage(page: string): string {
  return `This page (${page}) may show the dashboard's widgets only with an embed token: give each widget a token from your back end (POST /api/embed/tokens), or add ${page} to the dashboard server's FW_ALLOWED_ORIGINS to sign in here.`
}

/** Asks the server at `apiBase` how it stands towards this page; a problem is also told to the console, once. */
export async function checkServer(apiBase: string, fetchImpl: typeof fetch = globalThis.fetch, page: string | undefined = pageOrigin()): Promise<ServerCheck> {
  const check = await askServer(apiBase, fetchImpl, page)
  if (check.status !== 'ok') tellConsoleOnce(check.message)
  return check
}

async function askServer(apiBase: string, fetchImpl: typeof fetch = globalThis.fetch, page: string | undefined = pageOrigin()): Promise<ServerCheck> {
  const unreachable: ServerCheck = { status: 'server-unreachable', message: unreachableMessage(apiBase) }
  let body: unknown
  try {
    const response = await fetchImpl(`${apiBase.replace(/\/+$/, '')}/embed/check`, { cache: 'no-store', credentials: 'omit', headers: { Accept: 'application/json' } })
    if (!response.ok) return unreachable
    body = await response.json()
  } catch {
    return unreachable
  }
  const answer = embedCheckResponseSchema.safeParse(body)
  if (!answer.success) return unreachable
  const { standing } = answer.data.data
  const server = serverOriginOf(apiBase, page) ?? apiBase
  if (standing === 'refused') return { status: 'origin-refused', message: new OriginRefusedError(page ?? 'this page', server).message }
  if (standing === 'embed-tokens') return { status: 'embed-token-required', message: embedTokenRequiredMessage(page ?? 'this page') }
  return { status: 'ok', standing }
}
