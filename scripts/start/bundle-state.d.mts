// The types of bundle-state.mjs (plain JavaScript so that `npm start`'s launcher runs without a
// TypeScript loader), for the builder and the tests.

/** A file's modification time (ms) and size in bytes, or null when it is missing. */
export type Stamp = readonly [mtimeMs: number, size: number] | null
/** Each input's stamp, by its path relative to the project's root. */
export type Stamps = Record<string, Stamp>

export const BUNDLE_DIR: string
export function stampOf(path: string): Stamp
export function stampInputs(root: string, inputs: readonly string[]): Stamps
export function changedInputs(root: string, stamps: Stamps): string[]
export function currentBuildName(root: string): string | undefined
export function freshBuild(root: string): string | undefined
export function makeCurrent(root: string, build: string, stamps: Stamps): void
export function newBuildName(): string
export function claimBuild(dir: string, pid?: number): void
export function isAlive(pid: number): boolean
export function removeUnusedBuilds(root: string, keep: string): string[]
export function withBuildLock<T>(root: string, work: () => Promise<T> | T): Promise<T>
