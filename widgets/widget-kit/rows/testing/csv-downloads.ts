// A widget's CSV downloads caught in jsdom, for tests: the object URL the CSV writer makes and the
// link it clicks stand in for the browser's download, so a test reads each saved file's name and
// rows (after checking the byte-order mark spreadsheets need) instead of spying on both itself.
import Papa from 'papaparse'
import { expect, vi } from 'vitest'

export interface CsvDownload {
  /** The name the link offers. */
  file: string
  /** The file's rows, the header first, parsed as a spreadsheet would. */
  rows: string[][]
}

/** Catches the page's downloads from now on (undone by vi.restoreAllMocks); `next()` reads them in turn. */
export function catchCsvDownloads(): { next(): Promise<CsvDownload> } {
  const blobs: Blob[] = []
  const files: string[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((made) => {
    blobs.push(made as Blob)
    return `blob:download-${blobs.length}`
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push(this.download)
  })
  let read = 0
  return {
    async next() {
      await vi.waitFor(() => expect(blobs.length, 'a file saved').toBeGreaterThan(read))
      const index = read++
      const bytes = new Uint8Array(await blobs[index]!.arrayBuffer())
      expect([...bytes.slice(0, 3)], 'a byte-order mark').toEqual([0xef, 0xbb, 0xbf])
      return { file: files[index] ?? '', rows: Papa.parse<string[]>(new TextDecoder().decode(bytes.slice(3)).trim()).data }
    },
  }
}
