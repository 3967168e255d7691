// The server's configuration (docs/server.md#configuration): every variable optional, validated once at start so a
// bad value stops the start with a message naming the variable, never a stack trace later.
import { resolve } from 'node:path'
import * as z from 'zod/mini'
import { FILE_SUFFIX, SECRET_SETTINGS, withSecretFiles } from './config-files'
import { unknownSettings } from './config-names'

const port = z.pipe(
  z.string().check(z.regex(/^\d{1,5}$/, 'must be a port number')),
  z.transform((value) => Number(value)),
).check(z.refine((n) => n >= 0 && n < 65536, 'must be between 0 (any free port) and 65535'))

const positiveInt = z.pipe(
  z.string().check(z.regex(/^\d+$/, 'must be a whole number')),
  z.transform((value) => Number(value)),
).check(z.refine((n) => n > 0, 'must be greater than 0'))

const wholeNumber = z.pipe(
  z.string().check(z.regex(/^\d+$/, 'must be a whole number')),
  z.transform((value) => Number(value)),
)

const isoInstant = z.string().check(
  z.refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), 'must be an ISO instant such as 2025-07-04T20:00:00Z'),
)

const httpUrl = z.string().check(z.refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'must be an http(s) URL'))

const commaList = z.pipe(
  z.string(),
  z.transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean)),
)

const origins = z.pipe(
  commaList,
  z.transform((list) => list.map((origin) => origin.replace(/\/$/, ''))),
).check(z.refine((list) => list.every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)), 'must be comma-separated origins such as https://intranet.example'))

/** An origin: scheme, host and port only (no path), trailing slash dropped. */
const originUrl = z.pipe(
  z.string().check(z.refine((value) => /^https?:\/\/[^/\s]+\/?$/.test(value), 'must be an origin such as https://dash.example')),
  z.transform((value) => value.replace(/\/$/, '')),
)

/** A yes/no switch: 1, true or yes turn it on; 0, false or no leave it off. */
const flag = z.pipe(
  z.string().check(z.refine((value) => /^(1|0|true|false|yes|no)$/i.test(value.trim()), 'must be 1 or 0 (true or false)')),
  z.transform((value) => /^(1|true|yes)$/i.test(value.trim())),
)

/** A PostgreSQL connection URL. */
const postgresUrl = z.string().check(z.refine((value) => /^postgres(ql)?:\/\/\S+$/.test(value), 'must be a postgres:// connection URL'))

const tileTemplate = httpUrl.check(
  z.refine((value) => value.includes('{z}') && value.includes('{x}') && value.includes('{y}'), 'must contain {z}, {x} and {y}'),
)

const configSchema = z.object({
  PORT: z._default(port, 8787),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  FW_DATA_DIR: z._default(z.string().check(z.minLength(1)), '.data'),
  /** PostgreSQL instead of the embedded SQLite database (several server instances share it). */
  FW_DATABASE_URL: z.optional(postgresUrl),
  FW_ADMIN_PASSWORD: z.optional(z.string().check(z.minLength(6, 'must be at least 6 characters'))),
  FW_ADMIN_EMAIL: z._default(z.email('must be an email address'), 'admin@fireworks.example'),
  FW_ALLOWED_ORIGINS: z._default(origins, []),
  FW_NOW: z.optional(isoInstant),
  FW_HOME_LOCATION_IDS: z.optional(commaList),
  SQUARE_ACCESS_TOKEN: z.optional(z.string().check(z.minLength(1))),
  SQUARE_ENVIRONMENT: z._default(z.enum(['production', 'sandbox']), 'production'),
  SQUARE_BASE_URL: z.optional(httpUrl),
  SQUARE_WEBHOOK_SIGNATURE_KEY: z.optional(commaList.check(z.refine((keys) => keys.length >= 1 && keys.length <= 2, 'must be one key, or two during rotation'))),
  SQUARE_WEBHOOK_URL: z.optional(httpUrl),
  /** The origin people open the dashboard at; default the origin of SQUARE_WEBHOOK_URL, else the request's. */
  FW_PUBLIC_ORIGIN: z.optional(originUrl),
  /** Behind a proxy: believe its X-Forwarded-Proto / X-Forwarded-For / Forwarded headers. */
  FW_TRUST_PROXY: z._default(flag, false),
  FW_EMULATOR_PORT: z.optional(port),
  FW_GEOCODER_URL: z.optional(httpUrl),
  FW_TILE_URL: z._default(tileTemplate, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  FW_TILE_URL_DARK: z.optional(tileTemplate),
  FW_TILE_ATTRIBUTION: z._default(z.string(), '© OpenStreetMap contributors'),
  FW_REFRESH_MINUTES: z._default(positiveInt, 15),
  /** The first season hydration fetches from Square; earlier seasons are left there. */
  FW_FIRST_SEASON: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{4}$/, 'must be a year such as 2023')),
      z.transform((value) => Number(value)),
    ).check(z.refine((year) => year >= 2000 && year <= 2100, 'must be a year from 2000 to 2100')),
    2023,
  ),
  FW_WS_PING_MS: z._default(positiveInt, 15_000),
  /** The KV cache's byte budget in MiB: past it, the least recently used entries go first. */
  FW_CACHE_MAX_MB: z._default(positiveInt, 64),
  /** How long a client may take to send a whole request, headers and body (then 408). */
  FW_REQUEST_TIMEOUT_MS: z._default(positiveInt, 30_000),
  /** How large a demo season the bundled emulator serves (tiny suits tests). */
  FW_DEMO_SIZE: z._default(z.enum(['tiny', 'demo', 'bench', 'locations', 'orders50k', 'chain10', 'chain']), 'demo'),
  /** `auto` rebuilds the widget bundle at start when stale; `off` serves dist/ as it is. */
  FW_WIDGET_BUILD: z._default(z.enum(['auto', 'off']), 'auto'),
  /** Milliseconds between the demo emulator's payment webhooks; 0 turns them off. */
  FW_DEMO_WEBHOOK_MS: z._default(wholeNumber, 5_000),
  FW_SQUARE_CREDENTIALS_URL: z.optional(httpUrl),
  /** Which log lines reach the console: requests and webhooks are debug lines. */
  FW_LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error']), 'info'),
  /** `text` for a person at the console, `json` lines for log shippers. */
  FW_LOG_FORMAT: z._default(z.enum(['text', 'json']), 'text'),
  /** After a stop signal: how long requests in flight may take before their connections are cut. */
  FW_SHUTDOWN_GRACE_MS: z._default(positiveInt, 25_000),
  /** After SIGTERM: how long readiness says no while the port still serves, for load balancers to notice. */
  FW_SHUTDOWN_DELAY_MS: z._default(wholeNumber, 2_000),
  /** A bearer token that opens /metrics to scrapers on other machines (loopback needs none). */
  FW_METRICS_TOKEN: z.optional(z.string().check(z.regex(/^\S{16,}$/, 'must be at least 16 characters, without spaces'))),
})

type RawConfig = z.infer<typeof configSchema>

/** The validated configuration, with the data directory made absolute. */
export interface Config extends Omit<RawConfig, 'FW_DATA_DIR'> {
  FW_DATA_DIR: string
  /** True when no Square token is set: the bundled emulator stands in for Square. */
  useEmulator: boolean
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Every setting's name, and NAME_FILE for the secret ones. */
export function settingNames(): string[] {
  return [...Object.keys(configSchema.def.shape), ...SECRET_SETTINGS.map((name) => `${name}${FILE_SUFFIX}`)]
}

/**
 * Reads and validates the configuration from an environment (process.env by default): secrets
 * from NAME_FILE where given, and an FW_* variable that names no setting is an error.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const unknown = unknownSettings(env, settingNames()).map(({ name, closest }) => `  ${name}: not a setting; did you mean ${closest}?`)
  const fromFiles = withSecretFiles(env)
  const fileLines = fromFiles.issues.map((issue) => `  ${issue.setting}: ${issue.message}`)
  const known = Object.keys(configSchema.def.shape)
  const values = fromFiles.env
  const present = Object.fromEntries(known.filter((key) => values[key] !== undefined && values[key] !== '').map((key) => [key, values[key]]))
  const result = configSchema.safeParse(present)
  const valueLines = result.success ? [] : result.error.issues.map((issue) => `  ${String(issue.path[0] ?? 'configuration')}: ${issue.message}`)
  const lines = [...unknown, ...fileLines, ...valueLines]
  if (lines.length > 0 || !result.success) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  const raw = result.data
  return { ...raw, FW_DATA_DIR: resolve(raw.FW_DATA_DIR), useEmulator: raw.SQUARE_ACCESS_TOKEN === undefined }
}
