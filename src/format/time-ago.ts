// "How long ago" text for the live feed and the cache debugger, in the largest whole unit.

const UNITS = [
  { name: 'day', ms: 86_400_000 },
  { name: 'hour', ms: 3_600_000 },
  { name: 'minute', ms: 60_000 },
  { name: 'second', ms: 1_000 },
] as const

/**
 * Time from `then` to `now` (both ms timestamps, `then` may be an ISO instant): "2 days ago",
 * "1 hour ago", "5 seconds ago"; under a second, or in the future (clock skew), "just now".
 */
export function formatTimeAgo(then: number | string, now: number): string {
  const thenMs = typeof then === 'number' ? then : Date.parse(then)
  if (!Number.isFinite(thenMs)) throw new RangeError(`Not an instant: ${then}`)
  const elapsed = now - thenMs
  for (const unit of UNITS) {
    const count = Math.floor(elapsed / unit.ms)
    if (count >= 1) return `${count} ${unit.name}${count === 1 ? '' : 's'} ago`
  }
  return 'just now'
}
