// The package's version comes from CHANGELOG.md: its newest release heading (`## 0.3.0`) is the
// version package.json must carry, and changes listed under `## Unreleased` are not shipped under
// that older number. Publishing (`npm publish`: prepublishOnly) checks both first.

/** One `## …` section of the changelog: a release (`## 0.3.0`) or `## Unreleased`. */
export interface ChangelogSection {
  heading: string
  /** The release's version, undefined for Unreleased (or any heading that is not a version). */
  version?: string
  /** Its list entries (`- …` lines), continuation lines left out. */
  entries: string[]
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/

/** The `## ` sections of a changelog's text, in order. */
export function changelogSections(text: string): ChangelogSection[] {
  const sections: ChangelogSection[] = []
  for (const line of text.split(/\r?\n/)) {
    const heading = /^##\s+(.+?)\s*$/.exec(line)?.[1]
    if (heading !== undefined) {
      // `## 0.3.0`, `## [0.3.0]` or `## 0.3.0 - 2026-07-01`: the version is the heading's first word.
      const version = /^\[?v?([0-9][^\s\]]*)\]?/.exec(heading)?.[1]
      sections.push({ heading, ...(version && SEMVER.test(version) ? { version } : {}), entries: [] })
    } else if (/^\s*[-*]\s+\S/.test(line)) {
      sections.at(-1)?.entries.push(line.trim())
    }
  }
  return sections
}

/** Compares two versions by semver precedence (a pre-release sorts before its release). */
export function compareVersions(a: string, b: string): number {
  const [, ...pa] = SEMVER.exec(a) ?? []
  const [, ...pb] = SEMVER.exec(b) ?? []
  for (let index = 0; index < 3; index += 1) {
    const difference = Number(pa[index]) - Number(pb[index])
    if (difference !== 0) return difference
  }
  if (pa[3] === pb[3]) return 0
  if (pa[3] === undefined) return 1
  if (pb[3] === undefined) return -1
  return pa[3] < pb[3] ? -1 : 1
}

/**
 * Why the package may not be packed as `version` with this changelog; empty when it may. The
 * messages say what to do, for the person running `npm publish`.
 */
export function versionProblems(changelog: string, version: string): string[] {
  if (!SEMVER.test(version)) return [`package.json's version "${version}" is not a semantic version (1.2.3).`]
  const sections = changelogSections(changelog)
  const releases = sections.filter((section) => section.version !== undefined)
  const newest = releases[0]?.version
  if (newest === undefined) return [`CHANGELOG.md has no release heading (## ${version}) to say what ${version} holds.`]
  const problems: string[] = []
  const unreleased = sections.find((section) => /^unreleased$/i.test(section.heading))
  if (unreleased && unreleased.entries.length > 0) {
    problems.push(
      `CHANGELOG.md lists ${unreleased.entries.length} change${unreleased.entries.length === 1 ? '' : 's'} under "Unreleased", which ${version} does not hold: ` +
        `move them under a new release heading (## ${nextVersions(newest)}), set package.json's version to it, then publish.`,
    )
  }
  if (newest !== version) {
    problems.push(`package.json's version is ${version}, but CHANGELOG.md's newest release is ${newest}: set one to the other (the changelog says what a version holds).`)
  }
  for (let index = 1; index < releases.length; index += 1) {
    const [newer, older] = [releases[index - 1]!, releases[index]!]
    if (compareVersions(newer.version!, older.version!) <= 0) problems.push(`CHANGELOG.md lists ${older.version} below ${newer.version}: newest release first.`)
  }
  return problems
}

/** `0.3.0` → `0.3.1, 0.4.0 or 1.0.0`: what a next release may be called. */
function nextVersions(version: string): string {
  const [, major, minor, patch] = (SEMVER.exec(version) ?? []).map(Number)
  return `${major}.${minor}.${patch! + 1}, ${major}.${minor! + 1}.0 or ${major! + 1}.0.0`
}
