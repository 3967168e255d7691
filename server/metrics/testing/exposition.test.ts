// The test parser of the text exposition format reads what Prometheus reads and refuses what it
// would refuse, so a test that parses /metrics checks the format and not only the figures.
import { ExpositionError, parseExposition, sampleValue } from './exposition'

const GOOD = `# HELP requests_total Requests.
# TYPE requests_total counter
requests_total{route="/a",status="200"} 3
requests_total{route="/b \\"quoted\\"\\\\ and\\nnewline",status="404"} 1 1720123456000

# HELP latency_seconds Latency.
# TYPE latency_seconds histogram
latency_seconds_bucket{le="0.1",route="/a"} 1
latency_seconds_bucket{le="1",route="/a"} 3
latency_seconds_bucket{le="+Inf",route="/a"} 3
latency_seconds_sum{route="/a"} 1.25
latency_seconds_count{route="/a"} 3
# TYPE lag gauge
lag Nan
lag_max 1e-3
`

describe('parseExposition', () => {
  it('reads families, labels with escapes, values and histograms', () => {
    const families = parseExposition(GOOD.replace('lag_max 1e-3\n', ''))
    expect(families.get('requests_total')).toMatchObject({ type: 'counter', help: 'Requests.' })
    expect(sampleValue(families, 'requests_total', { route: '/a' })).toBe(3)
    expect(sampleValue(families, 'requests_total', { route: '/b "quoted"\\ and\nnewline' })).toBe(1)
    expect(sampleValue(families, 'latency_seconds_count')).toBe(3)
    expect(sampleValue(families, 'lag')).toBeNaN()
    expect(sampleValue(families, 'requests_total', { route: '/none' })).toBe(0)
    expect(() => sampleValue(families, 'requests_total')).toThrow(/2 samples/)
  })

  it.each([
    ['a sample of no declared family', GOOD],
    ['a sample before its TYPE', 'x 1\n# TYPE x gauge\n'],
    ['a bad metric name', '# TYPE 9x gauge\n9x 1\n'],
    ['a bad label name', '# TYPE x gauge\nx{1a="b"} 1\n'],
    ['an unquoted label value', '# TYPE x gauge\nx{a=b} 1\n'],
    ['an unknown escape', '# TYPE x gauge\nx{a="\\t"} 1\n'],
    ['a label value that never ends', '# TYPE x gauge\nx{a="b} 1\n'],
    ['a repeated label', '# TYPE x gauge\nx{a="1",a="2"} 1\n'],
    ['a value that is not a number', '# TYPE x gauge\nx one\n'],
    ['a missing value', '# TYPE x gauge\nx{a="1"}\n'],
    ['a repeated series', '# TYPE x gauge\nx{a="1"} 1\nx{a="1"} 2\n'],
    ['a family split in two', '# TYPE x gauge\n# TYPE y gauge\nx 1\n'],
    ['a second TYPE', '# TYPE x gauge\n# TYPE x counter\n'],
    ['an unknown type', '# TYPE x meter\n'],
    ['no newline at the end', '# TYPE x gauge\nx 1'],
    ['buckets that shrink', '# TYPE h histogram\nh_bucket{le="1"} 3\nh_bucket{le="+Inf"} 2\nh_sum 1\nh_count 2\n'],
    ['a histogram without +Inf', '# TYPE h histogram\nh_bucket{le="1"} 3\nh_sum 1\nh_count 3\n'],
    ['a count other than +Inf', '# TYPE h histogram\nh_bucket{le="+Inf"} 3\nh_sum 1\nh_count 4\n'],
  ])('refuses %s', (_what, text) => {
    expect(() => parseExposition(text)).toThrow(ExpositionError)
  })
})
