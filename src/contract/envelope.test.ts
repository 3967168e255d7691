import * as z from 'zod/mini'
import { ERROR_STATUS, answerSchema, apiErrorSchema, errorBody, okBody, validationErrorBody } from './envelope'

describe('answer builders', () => {
  it('wraps data in the success envelope', () => {
    expect(okBody({ n: 1 })).toEqual({ success: true, data: { n: 1 } })
  })

  it('builds the error shape with details always present', () => {
    const body = errorBody('NOT_FOUND', 'Location Not Found')
    expect(body).toEqual({ success: false, error: 'NOT_FOUND', message: 'Location Not Found', details: [] })
    expect(apiErrorSchema.parse(body)).toEqual(body)
  })

  it('shows a single validation issue’s own sentence as the message', () => {
    expect(validationErrorBody([{ field: 'username', message: 'Username is required' }])).toEqual({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'Username is required',
      details: [{ field: 'username', message: 'Username is required' }],
    })
  })

  it('summarises several validation issues', () => {
    const details = [
      { field: 'username', message: 'Username is required' },
      { field: 'password', message: 'Password is required' },
    ]
    expect(validationErrorBody(details).message).toBe('Please correct the highlighted fields')
  })

  it('sends each error code with its HTTP status', () => {
    expect(ERROR_STATUS.VALIDATION_ERROR).toBe(400)
    expect(ERROR_STATUS.UNAUTHORIZED).toBe(401)
    expect(ERROR_STATUS.FORBIDDEN).toBe(403)
    expect(ERROR_STATUS.NOT_FOUND).toBe(404)
    expect(ERROR_STATUS.RATE_LIMITED).toBe(429)
    expect(ERROR_STATUS.INTERNAL).toBe(500)
  })
})

describe('answerSchema', () => {
  const schema = answerSchema(z.object({ n: z.number() }))

  it('reads either a success or an error answer', () => {
    expect(schema.parse({ success: true, data: { n: 2 } })).toEqual({ success: true, data: { n: 2 } })
    expect(schema.parse({ success: false, error: 'FORBIDDEN', message: 'Access Denied' }).success).toBe(false)
  })

  it('refuses a success answer whose data has the wrong shape', () => {
    expect(schema.safeParse({ success: true, data: { n: 'two' } }).success).toBe(false)
  })
})
