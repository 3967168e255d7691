// Structured logs: one JSON line per event. Secrets never reach a line: keys that name a token,
// password, secret or authorization are replaced before writing, at any depth.

export type LogLevel = 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

export interface Logger {
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

/** A logger writing JSON lines to `write` (stdout by default), stamped with `now()`. */
export function createLogger(
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
  now: () => number = Date.now,
): Logger {
  const emit = (level: LogLevel, event: string, fields: LogFields = {}) =>
    write(JSON.stringify({ time: new Date(now()).toISOString(), level, event, ...(redact(fields) as LogFields) }))
  return {
    info: (event, fields) => emit('info', event, fields),
    warn: (event, fields) => emit('warn', event, fields),
    error: (event, fields) => emit('error', event, fields),
  }
}

/** A logger that keeps its lines in memory, for tests that check what was (not) logged. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = []
  return Object.assign(createLogger((line) => lines.push(line)), { lines })
}
