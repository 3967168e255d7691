// The Square SDK's one-file copy (square.cjs, beside this file in each build under .server-build/,
// see square-vendor.ts), loaded with V8's code cache: the code V8 compiled at the first start is
// kept in square.cjs.v8-cache and reused by the next ones, which then load the SDK in about half
// the time. With no cache yet, or one V8 refuses (another Node, other flags), the file is compiled
// from its source as `require` would and the cache written anew. The server bundle requires this
// file wherever the sources import 'square' (build-bundle.ts).
'use strict'
const { readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs')
const { Module, createRequire } = require('node:module')
const { join } = require('node:path')
const { Script, constants } = require('node:vm')
const { threadId } = require('node:worker_threads')

const file = join(__dirname, 'square.cjs')
const cacheFile = `${file}.v8-cache`

function readCache() {
  try {
    return readFileSync(cacheFile)
  } catch {
    return undefined
  }
}

const cachedData = readCache()
const script = new Script(Module.wrap(readFileSync(file, 'utf8')), {
  filename: file,
  cachedData,
  importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
})
const sdk = { exports: {} }
script.runInThisContext().call(sdk.exports, sdk.exports, createRequire(file), sdk, file, __dirname)

if (cachedData === undefined || script.cachedDataRejected) {
  // Written whole, then renamed: a start reading it meanwhile sees the old cache or none, never half.
  const draft = `${cacheFile}.${process.pid}-${threadId}.tmp`
  try {
    writeFileSync(draft, script.createCachedData())
    renameSync(draft, cacheFile)
  } catch {
    // A folder this process may not write: each start compiles the SDK, as without a cache.
    rmSync(draft, { force: true })
  }
}

module.exports = sdk.exports
