// What `npm start` knows about the server bundle it runs, kept in .server-build/ (not in git):
// which build is current and the files it was made from, each with the modification time and size
// it had then; which running processes use which build; and the lock that makes starts at the same
// moment build once. Plain JavaScript, because the launcher (launch.mjs) reads it before any
// TypeScript can load; the builder (build-bundle.ts) writes it. Types: bundle-state.d.mts.
//
// Each build is a folder of its own (build-…): a running server loads its hydration worker and
// some chunks long after it started, so a newer build never overwrites an older one's files. A
// build no living process uses is removed when the next one is made.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** The folder, under the project's root, holding the builds (and the SDK's one-file copy). */
export const BUNDLE_DIR = '.server-build'
const CURRENT = 'current.json'
const LOCK = 'build.lock'
/** A build's folder of the processes using it: one empty file per process id. */
const USERS = 'in-use'
const BUILD_PREFIX = 'build-'
/** How long a start waits for another one's build before it builds by itself. */
const LOCK_PATIENCE_MS = 3 * 60_000

/**
 * A file's (or folder's) modification time and size, or null when it is missing. Equality, not
 * order, says "unchanged": a file put back with an older time counts as changed too.
 */
export function stampOf(path) {
  try {
    const stats = statSync(path)
    return [stats.mtimeMs, stats.size]
  } catch {
    return null
  }
}

/** The stamp of each input, by its path relative to `root`. */
export function stampInputs(root, inputs) {
  return Object.fromEntries(inputs.map((input) => [input, stampOf(join(root, input))]))
}

function sameStamp(a, b) {
  return a === null || b === null ? a === b : a[0] === b[0] && a[1] === b[1]
}

/** The inputs among `stamps` that differ now (changed, removed or created since). */
export function changedInputs(root, stamps) {
  return Object.entries(stamps)
    .filter(([input, stamp]) => !sameStamp(stamp, stampOf(join(root, input))))
    .map(([input]) => input)
}

function readCurrent(root) {
  try {
    const current = JSON.parse(readFileSync(join(root, BUNDLE_DIR, CURRENT), 'utf8'))
    return typeof current?.build === 'string' && current.inputs !== null && typeof current.inputs === 'object' ? current : undefined
  } catch {
    return undefined
  }
}

/** The name of the current build, whether or not its sources changed since. */
export function currentBuildName(root) {
  return readCurrent(root)?.build
}

/** The current build's folder when it is complete and nothing it was made from changed; else undefined. */
export function freshBuild(root) {
  const current = readCurrent(root)
  if (current === undefined) return undefined
  const dir = join(root, BUNDLE_DIR, current.build)
  if (!existsSync(join(dir, 'start.js'))) return undefined
  return changedInputs(root, current.inputs).length === 0 ? dir : undefined
}

/** Makes the build named `build` current, as made from `stamps`: written whole, then renamed, so no reader sees half. */
export function makeCurrent(root, build, stamps) {
  const file = join(root, BUNDLE_DIR, CURRENT)
  const draft = `${file}.${process.pid}.tmp`
  writeFileSync(draft, JSON.stringify({ build, inputs: stamps }))
  renameSync(draft, file)
}

/** A new build's folder name: never one in use, so two builders never write the same files. */
export function newBuildName() {
  return `${BUILD_PREFIX}${Date.now().toString(36)}-${process.pid}`
}

/**
 * Records that process `pid` uses the build in `dir`, until it exits (see removeUnusedBuilds), and
 * forgets the processes that have exited, so a build used for months keeps a short list.
 */
export function claimBuild(dir, pid = process.pid) {
  const users = join(dir, USERS)
  mkdirSync(users, { recursive: true })
  writeFileSync(join(users, String(pid)), '')
  for (const name of readdirSync(users)) if (!isAlive(Number(name))) rmSync(join(users, name), { force: true })
}

/** Whether a process with this id runs (one of another user's counts). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

function inUse(dir) {
  try {
    return readdirSync(join(dir, USERS)).some((name) => isAlive(Number(name)))
  } catch {
    return false
  }
}

/** Removes every build but `keep` that no living process uses; the names of those removed. */
export function removeUnusedBuilds(root, keep) {
  const base = join(root, BUNDLE_DIR)
  const removed = []
  for (const name of readdirSync(base)) {
    if (!name.startsWith(BUILD_PREFIX) || name === keep || inUse(join(base, name))) continue
    rmSync(join(base, name), { recursive: true, force: true })
    removed.push(name)
  }
  return removed
}

/**
 * Runs `work` holding .server-build/build.lock, so that servers started at the same moment (a
 * test suite's) build once: the others wait, then find the build made. A lock whose process died
 * is taken over; one held past LOCK_PATIENCE_MS is ignored (at worst two builds, both complete).
 */
export async function withBuildLock(root, work) {
  const base = join(root, BUNDLE_DIR)
  mkdirSync(base, { recursive: true })
  const lock = join(base, LOCK)
  const giveUpAt = Date.now() + LOCK_PATIENCE_MS
  let held = false
  while (!held && Date.now() < giveUpAt) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' })
      held = true
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      const holder = Number(readLockHolder(lock))
      // An empty file is a lock being written this instant: its holder lives.
      if (Number.isInteger(holder) && holder > 0 && !isAlive(holder)) rmSync(lock, { force: true })
      else await sleep(100)
    }
  }
  try {
    return await work()
  } finally {
    if (held) rmSync(lock, { force: true })
  }
}

function readLockHolder(lock) {
  try {
    return readFileSync(lock, 'utf8')
  } catch {
    return ''
  }
}
