// Sizes as the cache debugger shows them, in binary units like FW_CACHE_MAX_MB (mebibytes).
import { MISSING_FIGURE } from './money'

const UNITS = ['KiB', 'MiB', 'GiB', 'TiB'] as const
const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/** A size in bytes: 512 → "512 B", 1536 → "1.5 KiB", 64 × 2^20 → "64 MiB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return MISSING_FIGURE
  if (bytes < 1024) return `${sizeFormat.format(bytes)} B`
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${sizeFormat.format(value)} ${UNITS[unit]}`
}
