// `npm publish` runs this first (package.json's prepublishOnly): it refuses, with the reason,
// when package.json's version is not CHANGELOG.md's newest release or changes wait under
// "Unreleased" (./changelog-version.ts).
//   npx tsx scripts/release/check-version.ts [folder holding package.json and CHANGELOG.md]
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { versionProblems } from './changelog-version'

const root = process.argv[2] ?? fileURLToPath(new URL('../..', import.meta.url))
const { name, version } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { name: string; version: string }
const problems = versionProblems(readFileSync(`${root}/CHANGELOG.md`, 'utf8'), version)
if (problems.length > 0) {
  console.error(`${name}@${version} is not published:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  process.exit(1)
}
console.log(`${name}@${version} is CHANGELOG.md's newest release, with nothing unreleased.`)
