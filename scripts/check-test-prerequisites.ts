// `npm test` starts here: it needs, beside the repository's own packages, a Node in package.json's
// `engines` range, Debian's `chromium` (the browser tests drive /usr/bin/chromium, never a
// downloaded browser) and Debian's `postgresql` (the server suite runs again on a throwaway
// cluster). When one is missing this says so in one line, with what to install, and exits 1
// before a long run fails half-way.
import { existsSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { postgresInstalled } from '../server/testing/postgres-cluster'

/** The browser playwright.config.ts launches. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

export interface Machine {
  nodeVersion: string
  /** package.json's engines.node, e.g. ">=20.19 <21 || >=22". */
  nodeRange: string
  chromiumInstalled: boolean
  /** PostgreSQL's server programs are installed, or FW_TEST_POSTGRES_URL names a server to use. */
  postgresAvailable: boolean
}

type Version = [number, number, number]

function parseVersion(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, '').split('.').map((part) => Number.parseInt(part, 10) || 0)
  return [major, minor, patch]
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2]
}

/** Whether `version` satisfies an npm range of `||`-joined sets of >=, >, <=, < and = comparators. */
export function satisfiesRange(version: string, range: string): boolean {
  const have = parseVersion(version)
  return range.split('||').some((set) =>
    set
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        if (comparator === '*') return true
        const match = /^(>=|<=|>|<|=)?v?([\d.]+)$/.exec(comparator)
        if (!match) return false
        const order = compare(have, parseVersion(match[2] ?? ''))
        switch (match[1]) {
          case '>=':
            return order >= 0
          case '>':
            return order > 0
          case '<=':
            return order <= 0
          case '<':
            return order < 0
          default:
            return order === 0
        }
      }),
  )
}

/** The one line to print when something is missing, or null when everything is there. */
export function missingPrerequisites(machine: Machine): string | null {
  const missing: string[] = []
  const packages: string[] = []
  const nodeFits = satisfiesRange(machine.nodeVersion, machine.nodeRange)
  if (!nodeFits) missing.push(`Node ${machine.nodeRange} (this is ${machine.nodeVersion})`)
  if (!machine.chromiumInstalled) {
    missing.push(`Chromium at ${CHROMIUM_PATH}`)
    packages.push('chromium')
  }
  if (!machine.postgresAvailable) {
    missing.push('PostgreSQL (initdb)')
    packages.push('postgresql')
  }
  if (missing.length === 0) return null
  const remedies = [nodeFits ? '' : 'switch to a Node in that range', packages.length > 0 ? `apt-get install -y ${packages.join(' ')}` : '']
  return `npm test needs ${missing.join(' and ')}: ${remedies.filter(Boolean).join(', and ')}`
}

function thisMachine(): Machine {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { engines?: { node?: string } }
  return {
    nodeVersion: process.versions.node,
    nodeRange: manifest.engines?.node ?? '*',
    chromiumInstalled: existsSync(CHROMIUM_PATH),
    postgresAvailable: Boolean(process.env.FW_TEST_POSTGRES_URL) || postgresInstalled(),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const missing = missingPrerequisites(thisMachine())
  if (missing !== null) {
    process.stderr.write(`${missing}\n`)
    process.exit(1)
  }
}
