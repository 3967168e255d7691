// The orders table's worker (./season-rows.worker.ts) as the text of one script, which the table
// starts from a blob URL. Every build of the project puts the worker, bundled, in place of this
// empty text (scripts/worker-source.ts); a bundler without that step keeps it empty, and the
// table then does the worker's work in the page, in slices.
export default ''
