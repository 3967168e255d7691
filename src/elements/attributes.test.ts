import { attributeToProp, formatAttribute, normaliseAttributes, parseAttribute, propToAttribute } from './attributes'

describe('attribute names', () => {
  it('converts kebab-case attributes to camelCase props and back', () => {
    expect(attributeToProp('location-id')).toBe('locationId')
    expect(attributeToProp('api-base')).toBe('apiBase')
    expect(attributeToProp('years')).toBe('years')
    expect(propToAttribute('locationId')).toBe('location-id')
    expect(propToAttribute('showDataTable')).toBe('show-data-table')
  })

  it('expands shorthand entries and keeps explicit props', () => {
    expect([...normaliseAttributes({ 'location-id': 'string', rows: { prop: 'data', type: 'json' } })]).toEqual([
      ['location-id', { prop: 'locationId', type: 'string' }],
      ['rows', { prop: 'data', type: 'json' }],
    ])
  })

  it('refuses attribute names HTML would lower-case', () => {
    expect(() => normaliseAttributes({ locationId: 'string' })).toThrow('kebab-case')
  })
})

describe('parseAttribute', () => {
  it('gives undefined for an absent attribute whatever the type', () => {
    for (const type of ['string', 'number', 'boolean', 'json', 'list'] as const) expect(parseAttribute(type, null)).toBeUndefined()
  })

  it('reads strings as they are, empty included', () => {
    expect(parseAttribute('string', ' L1 ')).toBe(' L1 ')
    expect(parseAttribute('string', '')).toBe('')
  })

  it('reads finite numbers and drops the rest', () => {
    expect(parseAttribute('number', '250')).toBe(250)
    expect(parseAttribute('number', '-1.5')).toBe(-1.5)
    expect(parseAttribute('number', '')).toBeUndefined()
    expect(parseAttribute('number', 'abc')).toBeUndefined()
    expect(parseAttribute('number', 'Infinity')).toBeUndefined()
  })

  it('reads booleans HTML-style: present is true, except "false"', () => {
    expect(parseAttribute('boolean', '')).toBe(true)
    expect(parseAttribute('boolean', 'true')).toBe(true)
    expect(parseAttribute('boolean', 'compact')).toBe(true)
    expect(parseAttribute('boolean', 'false')).toBe(false)
    expect(parseAttribute('boolean', ' FALSE ')).toBe(false)
  })

  it('reads JSON, and undefined for broken JSON', () => {
    expect(parseAttribute('json', '{"a":[1,2]}')).toEqual({ a: [1, 2] })
    expect(parseAttribute('json', '{a:1}')).toBeUndefined()
  })

  it('reads comma lists, trimmed, without empty parts', () => {
    expect(parseAttribute('list', '2023, 2024,,2025 ')).toEqual(['2023', '2024', '2025'])
    expect(parseAttribute('list', '')).toEqual([])
  })
})

describe('formatAttribute', () => {
  it('writes values back so that parsing them gives the same value', () => {
    const cases = [
      ['string', 'L1'],
      ['number', 42],
      ['boolean', true],
      ['json', { size: 3 }],
      ['list', ['2024', '2025']],
    ] as const
    for (const [type, value] of cases) expect(parseAttribute(type, formatAttribute(type, value))).toEqual(value)
  })

  it('removes the attribute for undefined and for false booleans', () => {
    expect(formatAttribute('string', undefined)).toBeNull()
    expect(formatAttribute('boolean', false)).toBeNull()
    expect(formatAttribute('number', Number.NaN)).toBeNull()
  })
})
