import { redactedUrl } from './redacted-url'

describe('redactedUrl', () => {
  it('leaves a URL without user info, query or fragment as it was written', () => {
    for (const url of ['https://dash.example/api/square/webhook', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://intranet.example', 'http://127.0.0.1:8788/geocode']) {
      expect(redactedUrl(url)).toBe(url)
    }
  })

  it('drops the user name and password', () => {
    expect(redactedUrl('https://user:p%40ss@host.example/x')).toBe('https://host.example/x')
    expect(redactedUrl('https://token@host.example')).toBe('https://host.example')
  })

  it('keeps the names of query parameters and hides their values, and a bare parameter whole', () => {
    expect(redactedUrl('https://geo.example/search?format=json&key=abc123&&flag=')).toBe('https://geo.example/search?format=[redacted]&key=[redacted]&flag=[redacted]')
    expect(redactedUrl('https://geo.example/search?abc123')).toBe('https://geo.example/search?[redacted]')
    expect(redactedUrl('https://geo.example/search?')).toBe('https://geo.example/search')
  })

  it('hides the fragment', () => {
    expect(redactedUrl('https://host.example/app#access_token=abc')).toBe('https://host.example/app#[redacted]')
  })

  it('keeps the placeholders of a tile template, in the host too', () => {
    expect(redactedUrl('https://{s}.tiles.example/{z}/{x}/{y}{r}.png?apikey={key}')).toBe('https://{s}.tiles.example/{z}/{x}/{y}{r}.png?apikey=[redacted]')
  })

  it('hides a URL it cannot read whole', () => {
    expect(redactedUrl('https://user:pa ss@')).toBe('[redacted]')
  })
})
