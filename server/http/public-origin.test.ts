import { configuredPublicOrigin, forwardedScheme, requestOrigin } from './public-origin'

describe('configuredPublicOrigin', () => {
  it('prefers FW_PUBLIC_ORIGIN, then the origin of SQUARE_WEBHOOK_URL, else names none', () => {
    expect(configuredPublicOrigin({ FW_PUBLIC_ORIGIN: 'https://dash.example', SQUARE_WEBHOOK_URL: 'https://hooks.example/api/square/webhook' })).toBe('https://dash.example')
    expect(configuredPublicOrigin({ FW_PUBLIC_ORIGIN: undefined, SQUARE_WEBHOOK_URL: 'https://hooks.example:8443/api/square/webhook' })).toBe('https://hooks.example:8443')
    expect(configuredPublicOrigin({ FW_PUBLIC_ORIGIN: undefined, SQUARE_WEBHOOK_URL: undefined })).toBeUndefined()
  })
})

describe('forwardedScheme', () => {
  it('reads the first proto= of Forwarded, quoted or not, before X-Forwarded-Proto', () => {
    expect(forwardedScheme(new Headers({ Forwarded: 'for=192.0.2.7;proto=https, for=10.0.0.1;proto=http' }))).toBe('https')
    expect(forwardedScheme(new Headers({ Forwarded: 'Proto="HTTPS"', 'X-Forwarded-Proto': 'http' }))).toBe('https')
    expect(forwardedScheme(new Headers({ 'X-Forwarded-Proto': 'https, http' }))).toBe('https')
  })

  it('ignores anything but http and https', () => {
    expect(forwardedScheme(new Headers({ 'X-Forwarded-Proto': 'javascript' }))).toBeUndefined()
    expect(forwardedScheme(new Headers({ Forwarded: 'proto=ftp' }))).toBeUndefined()
    expect(forwardedScheme(new Headers())).toBeUndefined()
  })
})

describe('requestOrigin', () => {
  const request = new Request('http://dash.example/api/health', { headers: { 'X-Forwarded-Proto': 'https' } })

  it('uses a trusted proxy’s scheme with the request’s host', () => {
    expect(requestOrigin(request, true)).toBe('https://dash.example')
  })

  it('keeps the scheme the server saw when the proxy is not trusted', () => {
    expect(requestOrigin(request, false)).toBe('http://dash.example')
  })
})
