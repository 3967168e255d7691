import { createLogger, formatTextLine, levelPasses, memoryLogger, redact, type LogLevel } from './log'

const at = Date.parse('2025-07-04T20:00:00Z')

function collect(options: Parameters<typeof createLogger>[0] = {}) {
  const lines: Array<{ line: string; level: LogLevel }> = []
  const log = createLogger({ now: () => at, write: (line, level) => lines.push({ line, level }), ...options })
  return { log, lines, text: () => lines.map((entry) => entry.line) }
}

describe('logs', () => {
  it('write one JSON line per event with time, level and fields for log shippers', () => {
    const { log, text } = collect({ format: 'json' })
    log.info('request', { method: 'GET', status: 200 })
    expect(JSON.parse(text()[0]!)).toEqual({ time: '2025-07-04T20:00:00.000Z', level: 'info', event: 'request', method: 'GET', status: 200 })
  })

  it('write text lines for a person by default: time, level, event and key=value pairs', () => {
    const { log, text } = collect()
    log.warn('webhook.refused', { reason: 'bad_signature', status: 401, note: 'two words', detail: { a: 1 } })
    expect(text()[0]).toMatch(/^\d\d:\d\d:\d\d warn {2}webhook\.refused reason=bad_signature status=401 note="two words" detail=\{"a":1\}$/)
    const time = new Date(at)
    expect(text()[0]!.slice(0, 8)).toBe(formatTextLine(time, 'warn', 'x', {}).slice(0, 8))
    expect(text()[0]).not.toContain('{"time"')
  })

  it('drop lines below the level: info by default, so requests and webhooks (debug) stay out', () => {
    const { log, lines } = collect()
    log.debug('request', { path: '/api/health' })
    log.info('server.listening')
    log.warn('webhook.refused')
    log.error('request.failed')
    expect(lines.map((entry) => entry.level)).toEqual(['info', 'warn', 'error'])
  })

  it.each([
    ['debug', ['debug', 'info', 'warn', 'error']],
    ['info', ['info', 'warn', 'error']],
    ['warn', ['warn', 'error']],
    ['error', ['error']],
  ] as const)('at FW_LOG_LEVEL=%s write %j', (level, written) => {
    const { log, lines } = collect({ level })
    log.debug('a')
    log.info('b')
    log.warn('c')
    log.error('d')
    expect(lines.map((entry) => entry.level)).toEqual(written)
    for (const shown of written) expect(levelPasses(shown, level)).toBe(true)
  })

  it('never carry tokens, passwords or signatures, at any depth, in either format', () => {
    for (const format of ['json', 'text'] as const) {
      const { log, text } = collect({ format })
      log.warn('login', {
        username: 'ada',
        password: 'hunter22',
        headers: { Authorization: 'Bearer abc123', 'x-square-hmacsha256-signature': 'sig' },
        nested: [{ access_token: 'tok' }],
      })
      const line = text()[0]!
      for (const secret of ['hunter22', 'abc123', 'sig"', 'tok"']) expect(line).not.toContain(secret)
      expect(line).toContain('ada')
    }
  })

  it('keep every line, debug too, as JSON in the memory logger tests read', () => {
    const log = memoryLogger()
    log.debug('request', { status: 200 })
    expect(JSON.parse(log.lines[0]!)).toMatchObject({ level: 'debug', event: 'request', status: 200 })
  })

  it('reduce errors to their name and message', () => {
    expect(redact({ error: new TypeError('bad') })).toEqual({ error: { name: 'TypeError', message: 'bad' } })
  })
})
