// The app of server/app.ts with the live routes (and the Square routes the webhook sits beside)
// on it, for tests and the test server process, mounted only where app.ts does not mount them.
import type { App } from '../app'
import { fireworks } from '../routes/fireworks'
import { square } from '../routes/square'
import { webhook } from '../routes/webhook'

function mounted(app: App, prefix: string): boolean {
  return app.routes.some((route) => route.path.startsWith(prefix))
}

/** `app` with /api/square/webhook, /api/ws/fireworks and /api/square, each unless already there. */
export function withLiveRoutes(app: App): App {
  // The webhook first: /api/square is another area's sub-app and must not answer for it.
  if (!mounted(app, '/api/square/webhook')) app.route('/api/square/webhook', webhook)
  if (!mounted(app, '/api/ws/fireworks')) app.route('/api/ws/fireworks', fireworks)
  if (!mounted(app, '/api/square/locations')) app.route('/api/square', square)
  return app
}
