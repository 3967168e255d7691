// Square webhook signatures: base64(HMAC-SHA256(signatureKey, notificationUrl + rawBody)), the
// body byte for byte. Compared in constant time (Square's SDK uses ===, which leaks how many
// leading characters matched), and against every configured key so a key can be rotated without
// refusing events signed with the old one while both are live.
import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header Square signs webhooks with. */
export const SIGNATURE_HEADER = 'x-square-hmacsha256-signature'

/** The raw HMAC-SHA256 digest (32 bytes) for one key over the notification URL and the body. */
function digest(signatureKey: string, notificationUrl: string, body: Uint8Array): Buffer {
  return createHmac('sha256', signatureKey).update(notificationUrl, 'utf8').update(body).digest()
}

/** The signature Square would send for `body` posted to `notificationUrl` (base64). */
export function signWebhook(signatureKey: string, notificationUrl: string, body: string | Uint8Array): string {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
  return digest(signatureKey, notificationUrl, bytes).toString('base64')
}

// A SHA-256 digest in base64 is 44 characters ending in "=": anything else cannot match, and
// refusing it before decoding keeps a malformed header from reaching Buffer.from's lenient parser.
const BASE64_DIGEST = /^[A-Za-z0-9+/]{43}=$/

export interface SignatureCheck {
  /** The request body exactly as received. */
  body: Uint8Array
  /** The x-square-hmacsha256-signature header, if any. */
  signatureHeader: string | undefined | null
  /** The notification URL Square was configured to post to. */
  notificationUrl: string
  /** The live signature keys (one, or two during rotation). */
  signatureKeys: readonly string[]
}

/** True when the header is a valid signature of the body under any of the keys. */
export function verifyWebhookSignature(check: SignatureCheck): boolean {
  const header = check.signatureHeader?.trim()
  if (!header || !BASE64_DIGEST.test(header)) return false
  const presented = Buffer.from(header, 'base64')
  let valid = false
  // Every key is tried even after a match, so the time taken does not say which key matched.
  for (const key of check.signatureKeys) {
    if (key.length === 0) continue
    const expected = digest(key, check.notificationUrl, check.body)
    if (timingSafeEqual(expected, presented)) valid = true
  }
  return valid
}
