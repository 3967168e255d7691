import { createLogger, memoryLogger, redact } from './log'

describe('logs', () => {
  it('write one JSON line per event with time, level and fields', () => {
    const lines: string[] = []
    const log = createLogger((line) => lines.push(line), () => Date.parse('2025-07-04T20:00:00Z'))
    log.info('request', { method: 'GET', status: 200 })
    expect(JSON.parse(lines[0]!)).toEqual({ time: '2025-07-04T20:00:00.000Z', level: 'info', event: 'request', method: 'GET', status: 200 })
  })

  it('never carry tokens, passwords or signatures, at any depth', () => {
    const log = memoryLogger()
    log.warn('login', {
      username: 'ada',
      password: 'hunter22',
      headers: { Authorization: 'Bearer abc123', 'x-square-hmacsha256-signature': 'sig' },
      nested: [{ access_token: 'tok' }],
    })
    const line = log.lines[0]!
    for (const secret of ['hunter22', 'abc123', 'sig"', 'tok"']) expect(line).not.toContain(secret)
    expect(JSON.parse(line).username).toBe('ada')
  })

  it('reduce errors to their name and message', () => {
    expect(redact({ error: new TypeError('bad') })).toEqual({ error: { name: 'TypeError', message: 'bad' } })
  })
})
