// Static browser files sent compressed (docs/release-and-embedding.md#embedding: /dist is compressed): brotli where the client
// takes it, else gzip. A build may have written the compressed copies beside the files (`x.js.br`,
// `x.js.gz`: the shell's build does, at the strongest levels); otherwise each file is compressed
// once per version (its ETag) and kept in memory under a byte budget, least recently used first
// out, so a bundle costs its compression once per build, not once per page view.
import { readFile, stat } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { acceptsCoding } from './compress'

export type FileCoding = 'br' | 'gzip'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Kinds of text worth compressing; images and sounds are compressed already or gain little. */
const COMPRESSIBLE = /\.(?:js|mjs|css|map|json|html|svg|txt)$/i
/** Smaller files gain less than the Content-Encoding costs. */
const MIN_BYTES = 1024

/** The coding to send `path` in, for a request's Accept-Encoding; undefined means as it is. */
export function codingFor(path: string, size: number, acceptEncoding: string | undefined): FileCoding | undefined {
  if (size < MIN_BYTES || !COMPRESSIBLE.test(path)) return undefined
  if (acceptsCoding(acceptEncoding, 'br')) return 'br'
  if (acceptsCoding(acceptEncoding, 'gzip')) return 'gzip'
  return undefined
}

export function compress(bytes: Uint8Array, coding: FileCoding): Promise<Buffer> {
  return coding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
    : gzipAsync(bytes, { level: 9 })
}

/** Compressed copies of files by path, coding and version, within a byte budget. */
export class CompressedFileCache {
  readonly #entries = new Map<string, Promise<Buffer>>()
  readonly #sizes = new Map<string, number>()
  #bytes = 0

  constructor(private readonly budgetBytes = 48 * 1024 * 1024) {}

  /** The compressed bytes of one version of a file, made by `read` and `compress` on first ask. */
  get(path: string, etag: string, coding: FileCoding, read: () => Promise<Uint8Array>): Promise<Buffer> {
    const key = `${coding} ${etag} ${path}`
    const cached = this.#entries.get(key)
    if (cached) {
      // Map order is use order: the entry goes to the back.
      this.#entries.delete(key)
      this.#entries.set(key, cached)
      return cached
    }
    const made = read().then((bytes) => compress(bytes, coding))
    this.#entries.set(key, made)
    made.then(
      (bytes) => this.#account(key, bytes.byteLength),
      () => this.#entries.delete(key),
    )
    return made
  }

  #account(key: string, size: number): void {
    if (!this.#entries.has(key)) return
    this.#sizes.set(key, size)
    this.#bytes += size
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.budgetBytes || oldest === key) break
      this.#entries.delete(oldest)
      this.#bytes -= this.#sizes.get(oldest) ?? 0
      this.#sizes.delete(oldest)
    }
  }
}

/** The file a build wrote beside `path` in `coding`, when it is there and not older than `path`. */
async function precompressed(path: string, mtimeMs: number, coding: FileCoding): Promise<Buffer | undefined> {
  const sibling = `${path}.${coding === 'br' ? 'br' : 'gz'}`
  try {
    const info = await stat(sibling)
    if (!info.isFile() || info.mtimeMs < mtimeMs) return undefined
    return await readFile(sibling)
  } catch {
    return undefined
  }
}

/** `path`'s bytes in `coding`: the build's compressed copy, else one made once and kept in `cache`. */
export async function compressedBytes(cache: CompressedFileCache, file: { path: string; mtimeMs: number }, version: string, coding: FileCoding): Promise<Buffer> {
  return (await precompressed(file.path, file.mtimeMs, coding)) ?? cache.get(file.path, version, coding, () => readFile(file.path))
}
