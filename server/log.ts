// The server's log. Two shapes of the same events: `text` lines for a person at the console
// (`08:01:26 warn  webhook.refused reason=bad_signature`) and `json` lines for log shippers
// (FW_LOG_FORMAT). Lines below the chosen level (FW_LOG_LEVEL, info by default) are dropped, so
// the per-request and per-webhook debug lines stay out of the console unless asked for.
// Secrets never reach a line: keys that name a token, password, secret or authorization are
// replaced before writing, at any depth.

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]
export type LogFormat = 'text' | 'json'
export type LogFields = Record<string, unknown>

export interface Logger {
  /** Routine traffic: every request, every webhook. Hidden unless FW_LOG_LEVEL=debug. */
  debug(event: string, fields?: LogFields): void
  info(event: string, fields?: LogFields): void
  warn(event: string, fields?: LogFields): void
  error(event: string, fields?: LogFields): void
}

const SECRET_KEY = /token|password|secret|authorization|cookie|signature|api[-_]?key/i

/** Returns a copy of `value` with secret-looking keys replaced by "[redacted]". */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (value instanceof Error) return { name: value.name, message: value.message }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(item, depth + 1)
  }
  return out
}

/** True when a line at `level` passes a logger set to `threshold`. */
export function levelPasses(level: LogLevel, threshold: LogLevel): boolean {
  return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(threshold)
}

/** A value as it reads after `key=`: bare when it can be, quoted JSON when it has spaces or quotes. */
function textValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value)
  if (value === undefined) return 'undefined'
  if (typeof value === 'object' && value !== null) return JSON.stringify(value)
  return String(value)
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0')
}

/** One line for a person: local time, level, event, then key=value pairs. */
export function formatTextLine(time: Date, level: LogLevel, event: string, fields: LogFields): string {
  const clock = `${twoDigits(time.getHours())}:${twoDigits(time.getMinutes())}:${twoDigits(time.getSeconds())}`
  const pairs = Object.entries(fields).map(([key, value]) => `${key}=${textValue(value)}`)
  return [clock, level.padEnd(5), event, ...pairs].join(' ')
}

/** One line for a log shipper: a JSON object with time, level and event first. */
export function formatJsonLine(time: Date, level: LogLevel, event: string, fields: LogFields): string {
  return JSON.stringify({ time: time.toISOString(), level, event, ...fields })
}

export interface LoggerOptions {
  /** The lowest level written (default info). */
  level?: LogLevel
  /** `text` for people (the default), `json` for log shippers. */
  format?: LogFormat
  /** Where a finished line goes (default stdout). */
  write?: (line: string, level: LogLevel) => void
  now?: () => number
}

/** A logger writing lines at `level` and above, in `format`, stamped with `now()`. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const threshold = options.level ?? 'info'
  const format = options.format === 'json' ? formatJsonLine : formatTextLine
  const write = options.write ?? ((line: string) => process.stdout.write(line + '\n'))
  const now = options.now ?? Date.now
  const emit = (level: LogLevel, event: string, fields: LogFields = {}) => {
    if (!levelPasses(level, threshold)) return
    write(format(new Date(now()), level, event, redact(fields) as LogFields), level)
  }
  return {
    debug: (event, fields) => emit('debug', event, fields),
    info: (event, fields) => emit('info', event, fields),
    warn: (event, fields) => emit('warn', event, fields),
    error: (event, fields) => emit('error', event, fields),
  }
}

/** A logger that keeps every line (debug included) as JSON in memory, for tests that check what was (not) logged. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = []
  return Object.assign(createLogger({ level: 'debug', format: 'json', write: (line) => lines.push(line) }), { lines })
}
