import * as z from 'zod/mini'
import { parseOrIssues, toFieldIssues } from './validation'

describe('toFieldIssues', () => {
  it('names each field by its dotted path', () => {
    const schema = z.object({ address: z.object({ lines: z.array(z.string('Line must be text')) }) })
    const result = schema.safeParse({ address: { lines: ['a', 5] } })
    if (result.success) throw new Error('expected a failure')
    expect(toFieldIssues(result.error)).toEqual([{ field: 'address.lines.1', message: 'Line must be text' }])
  })

  it('lists each unknown key of a strict object as its own field', () => {
    const schema = z.strictObject({ inner: z.strictObject({ a: z.optional(z.string()) }) })
    const result = schema.safeParse({ inner: { b: 1, c: 2 }, d: 3 })
    if (result.success) throw new Error('expected a failure')
    expect(toFieldIssues(result.error)).toEqual([
      { field: 'inner.b', message: 'Unknown field' },
      { field: 'inner.c', message: 'Unknown field' },
      { field: 'd', message: 'Unknown field' },
    ])
  })

  it('uses an empty field for a problem with the whole input', () => {
    const result = z.string('Expected text').safeParse(5)
    if (result.success) throw new Error('expected a failure')
    expect(toFieldIssues(result.error)).toEqual([{ field: '', message: 'Expected text' }])
  })
})

describe('parseOrIssues', () => {
  it('answers the parsed data on success', () => {
    expect(parseOrIssues(z.object({ n: z.coerce.number() }), { n: '4' })).toEqual({ ok: true, data: { n: 4 } })
  })

  it('keeps a schema’s own message over the plain fallback', () => {
    expect(parseOrIssues(z.object({ n: z.number('Give a number') }), { n: 'x' })).toEqual({
      ok: false,
      details: [{ field: 'n', message: 'Give a number' }],
    })
  })

  it('gives plain words where a schema has no message of its own', () => {
    const schema = z.object({
      name: z.string(),
      age: z.number(),
      size: z.string().check(z.minLength(2)),
      kind: z.enum(['a', 'b']),
    })
    expect(parseOrIssues(schema, { age: 'x', size: 'q', kind: 'c' })).toEqual({
      ok: false,
      details: [
        { field: 'name', message: 'Required' },
        { field: 'age', message: 'Expected number' },
        { field: 'size', message: 'Must be at least 2' },
        { field: 'kind', message: 'Must be one of "a", "b"' },
      ],
    })
  })
})
