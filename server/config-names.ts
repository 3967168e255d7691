// A misspelled setting would be silently ignored (FW_LOG_LEVL=debug, and the server logs at info):
// every FW_* variable in the environment must be a known setting (or NAME_FILE of a secret one),
// else the start stops naming the closest known name. The project's own tools keep their variables
// under prefixes of their own (FW_TEST_*, FW_E2E_*, FW_BENCH_*), which a server run from them inherits.

/** Variables of the project's test and bench tools, not settings of the server. */
const TOOL_PREFIXES = ['FW_TEST_', 'FW_E2E_', 'FW_BENCH_']

/**
 * Variables the project's own commands read beside the settings: the password for `npm run admin
 * -- reset-password`, the PostgreSQL programs `npm run serve` starts, and `npm run dev`'s port and API.
 */
export const COMMAND_VARIABLES = ['FW_NEW_PASSWORD', 'FW_PG_BIN', 'FW_DEV_PORT', 'FW_API_URL']

/** Edit distance between two names (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]!
}

/** The known name nearest to `name`. */
export function closestName(name: string, known: readonly string[]): string {
  let best = known[0] ?? ''
  let bestDistance = Number.POSITIVE_INFINITY
  for (const candidate of known) {
    const distance = editDistance(name, candidate)
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best
}

/** The FW_* variables of `env` that name no setting in `known`, each with the closest known name. */
export function unknownSettings(env: Record<string, string | undefined>, known: readonly string[]): { name: string; closest: string }[] {
  const knownSet = new Set([...known, ...COMMAND_VARIABLES])
  return Object.keys(env)
    .filter((name) => name.startsWith('FW_') && !knownSet.has(name) && !TOOL_PREFIXES.some((prefix) => name.startsWith(prefix)))
    .sort()
    .map((name) => ({ name, closest: closestName(name, known) }))
}
