// The page's side of a table's season work (./season-rows-engine): it hands the bytes of each
// season's answer, as they download, to the table's worker, keeps the rows the worker sends back
// (one copy, which the table draws and exports), and asks the worker for each order of them. Where
// no worker starts (a page whose Content-Security-Policy refuses blob: workers, or no Worker at
// all) the same engine runs in the page in slices, and a worker that fails later is replaced the
// same way, its session read again from the bytes the answers keep.
import type { AnswerDownload } from '../../src/api/answer-download'
import { ApiResponseError } from '../../src/api/errors'
import { SeasonRowsEngine, type FromEngine, type RowsView, type ToEngine } from './season-rows-engine'
import type { OrderRow } from './order-rows'
import { fromRowColumns } from './row-columns'
import { sortInSlices } from './sort-in-slices'
import workerSource from './season-rows.worker-source'

/** Where the season answers are read, in order. */
const SUMMARIES_PATH = '/square/order-summaries'
/** How often, at most, the table hears how many rows have come while they stream in (it redraws its status line). */
const PROGRESS_EVERY_MS = 100

export interface SeasonRowsProgress {
  /** The session these rows belong to (a newer set of answers starts another). */
  session: number
  /** How many rows have been made so far. */
  received: number
  /** Once `complete`, every season's rows, the seasons one after the other; none before. */
  rows: readonly OrderRow[]
  /** Every season is in. */
  complete: boolean
  /** Why the seasons could not be read (an answer broke the contract, or its download failed). */
  error: unknown
}

interface EngineLink {
  send(message: ToEngine): void
  close(): void
}

/** The table's worker, or null where none can start (or the build brought no worker's text). */
function workerLink(onMessage: (message: FromEngine) => void, onFailure: () => void): EngineLink | null {
  if (workerSource === '' || typeof Worker === 'undefined' || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') return null
  let url: string | undefined
  try {
    url = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }))
    const worker = new Worker(url)
    const release = () => {
      if (url !== undefined) URL.revokeObjectURL(url)
      url = undefined
    }
    worker.addEventListener('message', (event: MessageEvent<FromEngine | { type: 'ready' }>) => {
      if (event.data.type === 'ready') release()
      else onMessage(event.data)
    })
    worker.addEventListener('error', (event) => {
      event.preventDefault()
      release()
      worker.terminate()
      onFailure()
    })
    return {
      send: (message) => worker.postMessage(message),
      close: () => {
        release()
        worker.terminate()
      },
    }
  } catch {
    if (url !== undefined) URL.revokeObjectURL(url)
    return null
  }
}

/** The engine in the page: the same work in slices that leave the page its frames. */
function pageLink(onMessage: (message: FromEngine) => void): EngineLink {
  let open = true
  const engine = new SeasonRowsEngine((message) => {
    if (open) onMessage(message)
  }, sortInSlices)
  return {
    send: (message) => engine.receive(message),
    close: () => {
      open = false
    },
  }
}

export class SeasonRowsSource {
  /** Made with the first seasons to read, not with the table: a worker's start (a thread, its script compiled) would otherwise share the machine with the first page's answer and drawing. */
  private link: EngineLink | null = null
  private inPage = false
  private session = 0
  private downloads: readonly AnswerDownload[] = []
  private timeZone = 'UTC'
  private parts: OrderRow[][] = []
  private partsDone: boolean[] = []
  private rows: OrderRow[] = []
  private received = 0
  private toldAt = -Infinity
  private error: unknown = undefined
  private unwatch: Array<() => void> = []
  private nextRequest = 0
  private readonly pending = new Map<number, { view: RowsView; resolve: (positions: Uint32Array | null) => void }>()

  constructor(private readonly onProgress: (progress: SeasonRowsProgress) => void) {}

  /** The worker, started now if it has not been, or the page where none can run. */
  private get engine(): EngineLink {
    this.link ??= workerLink((message) => this.receive(message), () => this.moveIntoPage()) ?? this.startInPage()
    return this.link
  }

  /** Whether the work runs in the page (no worker could start). */
  get runsInPage(): boolean {
    return this.inPage
  }

  /** Reads `downloads` (one per season, in the table's order) into rows, forgetting the last set. */
  open(downloads: readonly AnswerDownload[], timeZone: string): void {
    this.downloads = downloads
    this.timeZone = timeZone
    this.start()
  }

  /** The positions in the rows of the rows `view` shows, in its order, once every season is in; null when a newer set of answers came first. */
  order(view: RowsView): Promise<Uint32Array | null> {
    const request = this.nextRequest++
    return new Promise((resolve) => {
      this.pending.set(request, { view, resolve })
      this.engine.send({ type: 'order', session: this.session, request, view })
    })
  }

  close(): void {
    this.stopFeeding()
    this.link?.close()
    for (const { resolve } of this.pending.values()) resolve(null)
    this.pending.clear()
  }

  private startInPage(): EngineLink {
    this.inPage = true
    return pageLink((message) => this.receive(message))
  }

  /** The worker failed: the same session again, in the page, from the bytes already in. */
  private moveIntoPage(): void {
    this.link = this.startInPage()
    const waiting = [...this.pending.values()]
    this.pending.clear()
    this.start()
    for (const { view, resolve } of waiting) void this.order(view).then(resolve)
  }

  private stopFeeding(): void {
    for (const stop of this.unwatch) stop()
    this.unwatch = []
  }

  private start(): void {
    this.stopFeeding()
    const session = ++this.session
    for (const [request, { resolve }] of this.pending) {
      resolve(null)
      this.pending.delete(request)
    }
    this.parts = this.downloads.map(() => [])
    this.partsDone = this.downloads.map(() => false)
    this.rows = []
    this.received = 0
    this.error = undefined
    this.engine.send({ type: 'open', session, timeZone: this.timeZone, parts: this.downloads.length })
    this.downloads.forEach((download, part) => this.feed(session, part, download))
    this.tell()
  }

  /** Sends a download's pieces to the engine as they come (copies: the answer keeps its own). */
  private feed(session: number, part: number, download: AnswerDownload): void {
    let sent = 0
    let ended = false
    const pump = () => {
      if (session !== this.session || ended) return
      while (sent < download.pieces.length) this.engine.send({ type: 'bytes', session, part, bytes: download.pieces[sent++]! })
      if (download.state === 'done') {
        ended = true
        this.engine.send({ type: 'end', session, part })
      } else if (download.state === 'failed') {
        ended = true
        this.fail(download.error)
      }
      // A stopped download was replaced by a newer answer, which opens a new session.
    }
    this.unwatch.push(download.watch(pump))
    pump()
  }

  private fail(error: unknown): void {
    this.error = error instanceof Error ? error : new ApiResponseError(SUMMARIES_PATH, String(error))
    this.tell()
  }

  private receive(message: FromEngine): void {
    if (message.session !== this.session) return
    switch (message.type) {
      case 'rows': {
        const rows = fromRowColumns(message.columns)
        const part = this.parts[message.part]!
        for (const row of rows) part.push(row)
        this.received += rows.length
        if (performance.now() - this.toldAt >= PROGRESS_EVERY_MS) this.tell()
        return
      }
      case 'done':
        this.partsDone[message.part] = true
        if (this.partsDone.every(Boolean)) this.rows = this.parts.flat()
        this.tell()
        return
      case 'failed':
        this.fail(new ApiResponseError(SUMMARIES_PATH, message.problem))
        return
      case 'ordered': {
        const asked = this.pending.get(message.request)
        this.pending.delete(message.request)
        asked?.resolve(message.positions)
        return
      }
    }
  }

  private tell(): void {
    this.toldAt = performance.now()
    const complete = this.partsDone.every(Boolean)
    this.onProgress({ session: this.session, received: this.received, rows: complete ? this.rows : [], complete, error: this.error })
  }
}
