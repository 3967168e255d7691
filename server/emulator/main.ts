// `npm run emulator`: serves the demo season as a Square-compatible API on loopback.
//   --port N            port (default 8788; 0 = any free port)
//   --size NAME         tiny | demo | bench (default demo; benchmarks read the huge size directly)
//   --seed TEXT         demo seed (default the product's)
//   --token TEXT        bearer token clients must send (default: generated and printed)
//   --now ISO           start the emulator's clock at this instant (it then runs on)
//   --webhooks URL      POST signed payment.created webhooks there
//   --rate N            webhooks per minute at the season's busiest hour (default 6; fewer when quieter)
//   --signature-key K   webhook signature key (required with --webhooks)
//   --notification-url  the URL the signature covers (default the --webhooks URL)
//   --failure-rate R    share of requests answered 429, 0 to 1
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { startedClock, systemClock } from '../../src/clock/clock'
import { DEMO_SIZE, demoOrderCount, type DemoSizeName } from '../../src/demo'
import { startEmulator } from './emulator'
import { waitForListener } from './wait-for-listener'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(2)
}

function numberFlag(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < min || parsed > max) fail(`--${name} must be a number from ${min} to ${max}`)
  return parsed
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      size: { type: 'string' },
      seed: { type: 'string' },
      token: { type: 'string' },
      now: { type: 'string' },
      webhooks: { type: 'string' },
      rate: { type: 'string' },
      'signature-key': { type: 'string' },
      'notification-url': { type: 'string' },
      'failure-rate': { type: 'string' },
    },
    strict: true,
  })
  // The huge size is for benchmarks reading src/demo directly; indexing millions of orders here
  // would take minutes and gigabytes.
  const servable: DemoSizeName[] = ['tiny', 'demo', 'bench']
  const size = (values.size ?? 'demo') as DemoSizeName
  if (!servable.includes(size)) fail(`--size must be one of ${servable.join(', ')}`)
  const port = numberFlag(values.port, 'port', 8788, 0, 65535)
  const perMinute = numberFlag(values.rate, 'rate', 6, 0, 6000)
  const failureRate = numberFlag(values['failure-rate'], 'failure-rate', 0, 0, 1)
  if (values.now !== undefined && Number.isNaN(Date.parse(values.now))) fail('--now must be an ISO instant')
  if (values.webhooks !== undefined) {
    if (!/^https?:\/\//.test(values.webhooks)) fail('--webhooks must be an http(s) URL')
    if (!values['signature-key']) fail('--webhooks needs --signature-key')
  }
  const generatedToken = values.token === undefined
  const accessToken = values.token ?? randomBytes(24).toString('base64url')
  const demo = { ...DEMO_SIZE[size], ...(values.seed !== undefined ? { seed: values.seed } : {}) }

  console.log(`Generating the ${size} season (${demoOrderCount(demo).toLocaleString('en-US')} orders)…`)
  const emulator = await startEmulator({
    port,
    demo,
    accessToken,
    clock: values.now ? startedClock(values.now) : systemClock,
    failureRate,
    ...(values.webhooks
      ? {
          webhook: {
            url: values.webhooks,
            signatureKey: values['signature-key'] ?? '',
            ...(values['notification-url'] ? { notificationUrl: values['notification-url'] } : {}),
            busiestGapMs: perMinute > 0 ? Math.round(60_000 / perMinute) : 0,
            // The receiver may not be up yet: the first webhook waits for it.
            startAfter: waitForListener(values.webhooks),
          },
        }
      : {}),
  })
  console.log(`Square emulator listening on ${emulator.url} (geocoder: ${emulator.url}/geocode)`)
  // A generated token is shown once, so a client can be pointed at this emulator.
  if (generatedToken) console.log(`Access token: ${accessToken}`)
  if (values.webhooks) console.log(`Sending up to ${perMinute} payment.created webhooks a minute (the season's busiest hour) to ${values.webhooks}, once it accepts connections`)
  const stop = () => void emulator.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

void main()
