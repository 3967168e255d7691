// A table's season downloads read into rows by its SeasonRowsSource (./season-rows-source: the
// worker, or the page in slices), as React state: how far the reading has come, every row once
// all seasons are in, and a way to ask for an order of them. One source per table, for as long as
// it is on the page; a new set of downloads (another season, or a newer answer after a payment)
// starts a new session in it.
import { useEffect, useRef, useState } from 'react'
import type { AnswerDownload } from '../../src/api/answer-download'
import type { RowsView } from './season-rows-engine'
import { SeasonRowsSource, type SeasonRowsProgress } from './season-rows-source'

export interface SeasonRows {
  /** The current session's progress; null before the first downloads. */
  progress: SeasonRowsProgress | null
  /** The positions in `progress.rows` of `view`'s rows in its order; null when a newer session came first. */
  order: (view: RowsView) => Promise<Uint32Array | null>
}

const sameDownloads = (a: readonly AnswerDownload[], b: readonly AnswerDownload[]) => a.length === b.length && a.every((download, index) => download === b[index])

export function useSeasonRows(downloads: readonly AnswerDownload[] | null, timeZone: string): SeasonRows {
  const [progress, setProgress] = useState<SeasonRowsProgress | null>(null)
  const source = useRef<SeasonRowsSource | null>(null)
  useEffect(() => {
    const made = new SeasonRowsSource(setProgress)
    source.current = made
    return () => {
      made.close()
      source.current = null
    }
  }, [])
  // `downloads` is a new array on every render: a version that moves only when a download changes.
  const asked = useRef<{ downloads: readonly AnswerDownload[] | null; version: number }>({ downloads: null, version: 0 })
  if (downloads !== null && (asked.current.downloads === null || !sameDownloads(asked.current.downloads, downloads))) {
    asked.current = { downloads, version: asked.current.version + 1 }
  }
  const version = asked.current.version
  useEffect(() => {
    const wanted = asked.current.downloads
    if (wanted !== null) source.current?.open(wanted, timeZone)
  }, [version, timeZone])
  const order = (view: RowsView) => source.current?.order(view) ?? Promise.resolve(null)
  return { progress, order }
}
