// Tests reach GET /api/square/pace on the app of server/app.ts, mounted where app.ts mounts the
// other figures (under /api/square, before the shell's catch-all, which leaves /api paths alone),
// unless app.ts already does.
import type { App } from '../app'
import { squarePace } from '../routes/square-pace'

export function withPaceRoute<A extends App>(app: A): A {
  if (!app.routes.some((route) => route.path === '/api/square/pace')) app.route('/api/square', squarePace)
  return app
}
