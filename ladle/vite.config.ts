// The vite config Ladle builds stories with: deliberately almost empty. Ladle adds plugin-react 4
// itself; nothing here may import the root vite.config.ts or its plugins (vite 8, plugin-react 6).
// A plain object (not vite's defineConfig) so this file loads under Ladle's own vite 6. The one
// plugin, for widgets' workers (`x.worker-source.ts`), uses only Rollup's hooks and esbuild.
import { workerSourcePlugin } from '../scripts/worker-source'

export default {
  // The shell's public folder is not the stories' business.
  publicDir: false as const,
  plugins: [workerSourcePlugin()],
}
