// `import source from './x.worker?worker-source'`: a worker's code, bundled by the build into one
// script as a string (scripts/worker-source.ts), to start from a blob URL on any page.
declare module '*?worker-source' {
  const source: string
  export default source
}
