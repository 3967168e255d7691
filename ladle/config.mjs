// Ladle (`npm run ladle`, `npm run ladle:build`, both with `--config ladle`): stories sit beside
// each widget and chart; one per fw-* element (generated) in ladle/elements.stories.tsx. Ladle 5 brings its own vite 6 and plugin-react 4, so it gets a minimal
// vite config of its own instead of the root one (whose plugin-react 6 it cannot load).
/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: '{widgets/**/*.stories.tsx,ladle/*.stories.tsx}',
  viteConfig: 'ladle/vite.config.ts',
  outDir: 'build',
  addons: {
    theme: { enabled: true, defaultState: 'light' },
    a11y: { enabled: false },
    msw: { enabled: false },
  },
}
