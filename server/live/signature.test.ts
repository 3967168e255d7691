import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SQUARE_WEBHOOK_SIGNATURE_VECTORS as vectors } from '../../tests/fixtures/square/webhook-signature-vectors'
import { signWebhook, verifyWebhookSignature } from './signature'
import { loadOrCreateSigningKey } from '../square/webhook-signing-key'

const bytes = (text: string) => Buffer.from(text, 'utf8')

describe('Square webhook signatures', () => {
  it.each(vectors.map((vector, index) => [index, vector] as const))('agrees with Square vector %i', (_index, vector) => {
    expect(signWebhook(vector.signatureKey, vector.notificationUrl, vector.body) === vector.signature).toBe(vector.valid)
    const check = { body: bytes(vector.body), signatureHeader: vector.signature, notificationUrl: vector.notificationUrl }
    expect(verifyWebhookSignature({ ...check, signatureKeys: [vector.signatureKey] })).toBe(vector.valid)
  })

  const [first] = vectors
  if (!first) throw new Error('no vectors')
  const valid = {
    body: bytes(first.body),
    signatureHeader: first.signature,
    notificationUrl: first.notificationUrl,
    signatureKeys: [first.signatureKey],
  }

  it('refuses a body changed by one character', () => {
    const tampered = first.body.replace('MLEFBHHSJGVHD', 'MLEFBHHSJGVHE')
    expect(verifyWebhookSignature({ ...valid, body: bytes(tampered) })).toBe(false)
  })

  it('refuses a body with whitespace added (the body is signed byte for byte)', () => {
    expect(verifyWebhookSignature({ ...valid, body: bytes(first.body + '\n') })).toBe(false)
  })

  it('refuses the right signature for another notification URL', () => {
    expect(verifyWebhookSignature({ ...valid, notificationUrl: first.notificationUrl + '/' })).toBe(false)
  })

  it('refuses a signature made with another key', () => {
    expect(verifyWebhookSignature({ ...valid, signatureKeys: ['another-key'] })).toBe(false)
  })

  it('refuses a missing, empty or malformed header', () => {
    for (const header of [undefined, null, '', '   ', 'not base64', first.signature.slice(0, 43), first.signature + 'AA']) {
      expect(verifyWebhookSignature({ ...valid, signatureHeader: header })).toBe(false)
    }
  })

  it('refuses every signature when no key is configured', () => {
    expect(verifyWebhookSignature({ ...valid, signatureKeys: [] })).toBe(false)
    expect(verifyWebhookSignature({ ...valid, signatureKeys: [''] })).toBe(false)
  })

  it('accepts either key while two are configured for rotation', () => {
    expect(verifyWebhookSignature({ ...valid, signatureKeys: ['new-key', first.signatureKey] })).toBe(true)
    const signedWithNew = signWebhook('new-key', first.notificationUrl, first.body)
    expect(verifyWebhookSignature({ ...valid, signatureHeader: signedWithNew, signatureKeys: ['new-key', first.signatureKey] })).toBe(true)
    expect(verifyWebhookSignature({ ...valid, signatureHeader: signedWithNew, signatureKeys: [first.signatureKey] })).toBe(false)
  })
})

describe('the generated signing key', () => {
  it('is created once, owner-only, and read back on later starts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fw-key-'))
    try {
      const key = loadOrCreateSigningKey(join(dir, 'data'))
      expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/)
      expect(statSync(join(dir, 'data', 'webhook-signature-key')).mode & 0o777).toBe(0o600)
      expect(loadOrCreateSigningKey(join(dir, 'data'))).toBe(key)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
