// gzip for a large answer of which only the last few bytes change between requests (the locations
// answer: megabytes of stands, then whether it came from the cache and when). The fixed start is
// compressed once, in pieces side by side on zlib's thread pool, each piece ending on a byte
// boundary (a sync flush) so more deflate blocks may follow it; each answer then compresses only
// its end and adds the gzip header and trailer (the CRC-32 carried on from the start's). A deflate
// stream is a run of blocks, and a block need not refer back to the one before, so the pieces
// joined are one valid stream, which any gzip reader reads as the whole answer (RFC 1951, 1952).
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib'

/** Bytes compressed per piece: a few pieces for a megabyte answer, one for a small one. */
const PIECE_BYTES = 512 * 1024

/** gzip's fixed header: deflate, no name or time, from an unknown system (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff])

/** The fixed start of an answer, as it is and deflated, with its CRC-32. */
export interface DeflatedStart {
  bytes: Buffer
  /** Raw deflate blocks, none final, ending on a byte boundary. */
  deflated: Buffer[]
  crc: number
}

function deflatePiece(piece: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    deflateRaw(piece, { finishFlush: constants.Z_SYNC_FLUSH }, (error, deflated) => (error ? reject(error) : resolve(deflated)))
  })
}

/** Compresses an answer's fixed start, its pieces side by side off the main thread. */
export async function deflateStart(bytes: Buffer): Promise<DeflatedStart> {
  const pieces: Buffer[] = []
  for (let at = 0; at < bytes.byteLength; at += PIECE_BYTES) pieces.push(bytes.subarray(at, at + PIECE_BYTES))
  return { bytes, deflated: await Promise.all(pieces.map(deflatePiece)), crc: crc32(bytes) }
}

/** The whole answer, `start` then `end`, as gzip, in chunks to send one after another. */
export function gzipWithEnd(start: DeflatedStart, end: Buffer): Buffer[] {
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc32(end, start.crc), 0)
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE((start.bytes.byteLength + end.byteLength) % 2 ** 32, 4)
  return [GZIP_HEADER, ...start.deflated, deflateRawSync(end), trailer]
}
