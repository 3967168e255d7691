// A long answer kept as the bytes it arrives in, readable while it is still downloading: the
// query cache holds one per season of order summaries (a few MB), and whoever shows the season
// reads its pieces — those in already, then each new one — and hands them to a worker, which
// parses them off the page's thread. Nothing here parses: the page's thread only copies bytes.
// A newer answer of the same resource stops the older one's download (stop()).

export type DownloadState = 'downloading' | 'done' | 'failed' | 'stopped'

export interface AnswerDownload {
  /** The pieces received so far, in order; every piece of the answer once `state` is 'done'. */
  readonly pieces: readonly Uint8Array[]
  readonly state: DownloadState
  /** Why it failed (the connection dropped mid-answer). */
  readonly error: unknown
  /** Calls `listener` after each new piece and once when the download ends; returns the unsubscribe. */
  watch(listener: () => void): () => void
  /** Stops downloading; what came stays, and the state becomes 'stopped'. */
  stop(): void
}

class Download implements AnswerDownload {
  pieces: Uint8Array[] = []
  state: DownloadState = 'downloading'
  error: unknown = undefined
  private readonly listeners = new Set<() => void>()
  private readonly reader: ReadableStreamDefaultReader<Uint8Array> | undefined

  constructor(response: Response) {
    this.reader = response.body?.getReader()
    void this.run(response)
  }

  watch(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  stop(): void {
    if (this.state !== 'downloading') return
    this.end('stopped')
    void this.reader?.cancel().catch(() => undefined)
  }

  private tell(): void {
    for (const listener of [...this.listeners]) listener()
  }

  private end(state: Exclude<DownloadState, 'downloading'>, error?: unknown): void {
    this.state = state
    this.error = error
    this.tell()
    this.listeners.clear()
  }

  private async run(response: Response): Promise<void> {
    try {
      if (this.reader === undefined) {
        // No body stream (some test doubles): the whole answer as one piece.
        this.pieces.push(new Uint8Array(await response.arrayBuffer()))
      } else {
        for (;;) {
          const { done, value } = await this.reader.read()
          if (done || this.state !== 'downloading') break
          this.pieces.push(value)
          this.tell()
        }
      }
      if (this.state === 'downloading') this.end('done')
    } catch (error) {
      if (this.state === 'downloading') this.end('failed', error)
    }
  }
}

/** Starts keeping `response`'s body as it downloads. */
export function startDownload(response: Response): AnswerDownload {
  return new Download(response)
}
