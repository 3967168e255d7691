// A JSON answer sent from bytes already in memory (whole, or in pieces), as a stream: middleware
// that touched the response before the handler ran (CORS) makes Hono rebuild the answer, which
// copies a byte body (megabytes) but only hands a stream on.
import type { Context } from 'hono'
import type { AppEnv } from '../env'

/** Sends `chunks` in order as the answer's body; `gzipped` says they are gzip-compressed. */
export function jsonBytesResponse(c: Context<AppEnv>, chunks: readonly Uint8Array[], gzipped: boolean): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
  return c.body(stream, 200, {
    'Content-Type': 'application/json',
    'Content-Length': String(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0)),
    Vary: 'Accept-Encoding',
    ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
  })
}
