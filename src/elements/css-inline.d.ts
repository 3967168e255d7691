// Widget style sheets are imported as text and loaded into shadow roots:
//   import styles from './location-stats.css?inline'
// Vite (vitest, Ladle, the shell) understands `?inline` itself; tsup and the bundle-size bench use
// the cssInlinePlugin from tsup.config.ts.
declare module '*.css?inline' {
  const css: string
  export default css
}
