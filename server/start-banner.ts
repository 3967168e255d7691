// What `npm start` prints last, once the server is ready: where to open the dashboard, where to
// sign in and, on the start that created the first admin with a generated password, the file that
// holds it (the password itself never reaches the console, a log stream in a container). Short on
// purpose: it is the one thing a person reads on the console.
import type { BootstrapOutcome } from './auth/bootstrap'
import type { LogFormat, LogLevel } from './log'

export interface BannerFacts {
  /** Where the server listens, e.g. http://127.0.0.1:8787 */
  listeningUrl: string
  /** FW_PUBLIC_ORIGIN, when people reach the dashboard elsewhere (a proxy). */
  publicOrigin?: string | undefined
  admin: BootstrapOutcome
  /** Where a generated first password was written (0600), when this start created the admin with one. */
  adminPasswordFile?: string | undefined
  /** How the operator runs the admin command here: `npm run admin --` in a clone, `node dist/server/admin.js` in a release. */
  adminCommand?: string | undefined
  /** True when the bundled emulator serves the demo season. */
  demo: boolean
  dataDir: string
  logLevel: LogLevel
  logFormat: LogFormat
  elapsedMs: number
}

/** A browser cannot open 0.0.0.0 or [::]: a server listening on every address is reached on localhost. */
export function openableUrl(url: string): string {
  const parsed = new URL(url)
  if (parsed.hostname === '0.0.0.0' || parsed.hostname === '[::]') parsed.hostname = 'localhost'
  return parsed.origin
}

function passwordLine(admin: BootstrapOutcome, file: string | undefined, command: string): string | undefined {
  if (!admin.created) return undefined
  if (!admin.generated) return 'the one in FW_ADMIN_PASSWORD'
  return `generated, in ${file ?? 'the data directory'} (readable by this user only; change it: ${command} reset-password ${admin.username})`
}

function logsLine(level: LogLevel, format: LogFormat): string {
  const shown = level === 'debug' ? 'every request and webhook too' : `${level} and above; FW_LOG_LEVEL=debug adds each request and webhook`
  return format === 'json' ? `JSON lines on stdout, ${shown}` : shown
}

/** The banner's lines, ready to print. */
export function startBanner(facts: BannerFacts): string {
  const origin = openableUrl(facts.publicOrigin ?? facts.listeningUrl)
  const password = passwordLine(facts.admin, facts.adminPasswordFile, facts.adminCommand ?? 'npm run admin --')
  const rows: Array<[string, string]> = [
    ['Dashboard', `${origin}/`],
    ['Sign in', `${origin}/login/${facts.admin.created ? `  as "${facts.admin.username}"` : ''}`],
    ...(password === undefined ? [] : [['Password', password] as [string, string]]),
    ['Data', `${facts.demo ? 'the demo season from the bundled Square emulator' : 'Square'}, kept in ${facts.dataDir}`],
    ['Logs', logsLine(facts.logLevel, facts.logFormat)],
  ]
  // The heading's wording is read by tools that start the server (the benchmarks, the restart test).
  const heading = `  Fireworks dashboard listening on ${facts.listeningUrl} — started in ${facts.elapsedMs} ms`
  return ['', heading, '', ...rows.map(([label, value]) => `  ${label.padEnd(11)}${value}`), '  Ctrl+C stops the server.', ''].join('\n')
}
