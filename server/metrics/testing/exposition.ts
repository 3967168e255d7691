// A strict reader of Prometheus's text exposition format (version 0.0.4), for tests: it throws on
// anything a Prometheus server would refuse or misread — a bad name, label or value, a sample
// before its TYPE or away from its family, a repeated series, a histogram whose buckets do not
// add up — and gives back the samples to read figures from.

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped'

export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

export interface Family {
  name: string
  type: MetricType
  help: string | undefined
  samples: Sample[]
}

export class ExpositionError extends Error {
  override name = 'ExpositionError'
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/
const TYPES = new Set<MetricType>(['counter', 'gauge', 'histogram', 'summary', 'untyped'])

/** A sample value as Prometheus reads it (Go's ParseFloat: NaN and Inf in any case, prom-client writes `Nan`). */
function parseValue(text: string, line: number): number {
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(text)
  if (special) return special[2]?.toLowerCase() === 'nan' ? NaN : special[1] === '-' ? -Infinity : Infinity
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) throw new ExpositionError(`line ${line}: "${text}" is not a sample value`)
  return Number(text)
}

/** Reads `{a="1",b="x\"y"}` from `text` at `start` (just after the `{`); the labels and where the `}` ends. */
function parseLabels(text: string, start: number, line: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {}
  let at = start
  for (;;) {
    if (text[at] === '}') return { labels, end: at + 1 }
    const equals = text.indexOf('=', at)
    if (equals < 0) throw new ExpositionError(`line ${line}: a label has no value`)
    const name = text.slice(at, equals).trim()
    if (!LABEL_NAME.test(name)) throw new ExpositionError(`line ${line}: "${name}" is not a label name`)
    if (name in labels) throw new ExpositionError(`line ${line}: label ${name} appears twice`)
    if (text[equals + 1] !== '"') throw new ExpositionError(`line ${line}: the value of ${name} is not quoted`)
    let value = ''
    let index = equals + 2
    for (; index < text.length && text[index] !== '"'; index++) {
      if (text[index] !== '\\') {
        value += text[index]
        continue
      }
      const escaped = text[++index]
      if (escaped === 'n') value += '\n'
      else if (escaped === '\\' || escaped === '"') value += escaped
      else throw new ExpositionError(`line ${line}: "\\${escaped ?? ''}" is not an escape in a label value`)
    }
    if (index >= text.length) throw new ExpositionError(`line ${line}: the value of ${name} never ends`)
    labels[name] = value
    at = index + 1
    if (text[at] === ',') at += 1
    else if (text[at] !== '}') throw new ExpositionError(`line ${line}: labels must be separated by commas`)
  }
}

/** The family a sample name belongs to, given the families declared so far. */
function familyOf(name: string, families: Map<string, Family>): Family | undefined {
  const exact = families.get(name)
  if (exact) return exact
  const suffix = /_(bucket|sum|count)$/.exec(name)
  if (!suffix) return undefined
  const base = families.get(name.slice(0, suffix.index))
  if (base === undefined) return undefined
  if (base.type === 'histogram') return base
  if (base.type === 'summary' && suffix[1] !== 'bucket') return base
  return undefined
}

const seriesKey = (sample: Sample, without?: string) =>
  `${sample.name}{${Object.entries(sample.labels)
    .filter(([name]) => name !== without)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join(',')}}`

/** Every histogram's buckets are cumulative, end at +Inf, and +Inf equals _count. */
function checkHistogram(family: Family): void {
  const buckets = new Map<string, Array<{ le: number; value: number }>>()
  const counts = new Map<string, number>()
  for (const sample of family.samples) {
    if (sample.name === `${family.name}_bucket`) {
      if (sample.labels.le === undefined) throw new ExpositionError(`${family.name}: a bucket without le`)
      const key = seriesKey({ ...sample, name: family.name }, 'le')
      buckets.set(key, [...(buckets.get(key) ?? []), { le: parseValue(sample.labels.le, 0), value: sample.value }])
    } else if (sample.name === `${family.name}_count`) {
      counts.set(seriesKey({ ...sample, name: family.name }), sample.value)
    }
  }
  for (const [key, list] of buckets) {
    const sorted = [...list].sort((a, b) => a.le - b.le)
    for (let i = 1; i < sorted.length; i++) {
      if ((sorted[i]?.value ?? 0) < (sorted[i - 1]?.value ?? 0)) throw new ExpositionError(`${key}: buckets are not cumulative`)
    }
    const last = sorted[sorted.length - 1]
    if (last?.le !== Infinity) throw new ExpositionError(`${key}: no +Inf bucket`)
    if (counts.get(key) !== last.value) throw new ExpositionError(`${key}: _count ${String(counts.get(key))} is not the +Inf bucket ${last.value}`)
  }
}

/** Parses an exposition, throwing ExpositionError at the first thing wrong with it. */
export function parseExposition(text: string): Map<string, Family> {
  const families = new Map<string, Family>()
  const series = new Set<string>()
  let current: Family | undefined
  const lines = text.split('\n')
  if (lines[lines.length - 1] !== '') throw new ExpositionError('the exposition must end with a newline')
  lines.forEach((raw, index) => {
    const line = index + 1
    if (raw.trim() === '') return
    if (raw.startsWith('#')) {
      const meta = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(raw)
      if (!meta) return
      const [, kind, name = '', rest = ''] = meta
      if (!METRIC_NAME.test(name)) throw new ExpositionError(`line ${line}: "${name}" is not a metric name`)
      let family = families.get(name)
      if (kind === 'TYPE') {
        if (!TYPES.has(rest as MetricType)) throw new ExpositionError(`line ${line}: "${rest}" is not a metric type`)
        if (family?.samples.length) throw new ExpositionError(`line ${line}: TYPE of ${name} after its samples`)
        if (family && family.type !== 'untyped') throw new ExpositionError(`line ${line}: a second TYPE for ${name}`)
        family ??= { name, type: 'untyped', help: undefined, samples: [] }
        family.type = rest as MetricType
      } else {
        if (family?.help !== undefined) throw new ExpositionError(`line ${line}: a second HELP for ${name}`)
        family ??= { name, type: 'untyped', help: undefined, samples: [] }
        family.help = rest
      }
      families.set(name, family)
      current = family
      return
    }
    const nameMatch = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(raw)
    if (!nameMatch) throw new ExpositionError(`line ${line}: no metric name`)
    const name = nameMatch[0]
    let rest = raw.slice(name.length)
    let labels: Record<string, string> = {}
    if (rest.startsWith('{')) {
      const parsed = parseLabels(rest, 1, line)
      labels = parsed.labels
      rest = rest.slice(parsed.end)
    }
    const fields = rest.trim().split(/\s+/)
    if (!rest.startsWith(' ') || fields.length < 1 || fields.length > 2) throw new ExpositionError(`line ${line}: expected a value (and a timestamp) after the name and labels`)
    if (fields[1] !== undefined && !/^-?\d+$/.test(fields[1])) throw new ExpositionError(`line ${line}: "${fields[1]}" is not a timestamp`)
    const sample: Sample = { name, labels, value: parseValue(fields[0] ?? '', line) }
    const family = familyOf(name, families)
    if (family === undefined) throw new ExpositionError(`line ${line}: ${name} has no TYPE before it`)
    if (family !== current) throw new ExpositionError(`line ${line}: ${name} is apart from the rest of ${family.name}`)
    const key = seriesKey(sample)
    if (series.has(key)) throw new ExpositionError(`line ${line}: ${key} appears twice`)
    series.add(key)
    family.samples.push(sample)
  })
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family)
  return families
}

/** The value of the one sample named `name` whose labels include `labels`; 0 when there is none, an error when several match. */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  const matching = [...families.values()]
    .flatMap((family) => family.samples)
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
  if (matching.length > 1) throw new Error(`${matching.length} samples of ${name} match ${JSON.stringify(labels)}`)
  return matching[0]?.value ?? 0
}
