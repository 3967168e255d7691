// Square's webhook signature: base64(HMAC-SHA256(signatureKey, notificationUrl + body)), sent in
// the x-square-hmacsha256-signature header; the body is signed byte for byte as sent.
import { createHmac } from 'node:crypto'

export const SIGNATURE_HEADER = 'x-square-hmacsha256-signature'

export function squareSignature(signatureKey: string, notificationUrl: string, body: string): string {
  return createHmac('sha256', signatureKey).update(notificationUrl + body).digest('base64')
}
