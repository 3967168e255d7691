// GET / until the dashboard shell exists: says plainly what this server offers today (the API,
// the widget example) instead of pretending to be the dashboard.
import { Hono } from 'hono'
import { publicAccess } from '../auth/guards'
import type { AppEnv } from '../env'

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fireworks dashboard</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body>
<main>
<h1>Fireworks dashboard</h1>
<p>The dashboard shell (the map, list, compare and admin screens) is not part of this build yet.</p>
<p>What runs today:</p>
<ul>
<li><a href="/examples/">The location stats widget</a> on a plain HTML page, signed in with a dashboard account.</li>
<li>The API under <code>/api</code>, starting with <a href="/api/health">/api/health</a>.</li>
</ul>
</main>
</body>
</html>
`

export const homePage = new Hono<AppEnv>().get('/', publicAccess(), (c) => c.html(PAGE))
