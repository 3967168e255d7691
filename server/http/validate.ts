// Request validation against the contract's schemas. A body must be JSON, within the size limit,
// and match its schema (unknown fields refused by the strict schemas); a failure answers 4xx in the
// error shape with one {field, message} per problem, using the messages of docs/contract.md#validation-messages.
//
//   .post('/', validJson(userCreateSchema), async (c) => { const input = c.req.valid('json') … })
import type { MiddlewareHandler } from 'hono'
import type * as z from 'zod/mini'
import type { FieldIssue } from '../../src/contract/envelope'
import { parseOrIssues } from '../../src/contract/validation'
import type { AppEnv } from '../env'
import { ApiFailure } from './errors'

/** Largest JSON body a route accepts unless it says otherwise (a user edit is well under 1 KiB). */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024

type Validated<T extends 'json' | 'param' | 'query', S extends z.ZodMiniType> = {
  in: { [K in T]: z.input<S> }
  out: { [K in T]: z.output<S> }
}

function invalid(details: FieldIssue[]): ApiFailure {
  const message = details[0]?.message ?? 'The request is not valid'
  return new ApiFailure(400, 'VALIDATION_ERROR', message, details)
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i

/** Reads the body as text, refusing (413) more than `maxBytes` whether or not Content-Length says so. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new ApiFailure(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBytes} bytes`)
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
}

/** Validates a JSON body; the handler reads it with c.req.valid('json'). */
export function validJson<S extends z.ZodMiniType>(
  schema: S,
  options: { maxBytes?: number } = {},
): MiddlewareHandler<AppEnv, string, Validated<'json', S>> {
  const maxBytes = options.maxBytes ?? DEFAULT_BODY_LIMIT_BYTES
  return async (c, next) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? ''
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      throw new ApiFailure(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json)')
    }
    const text = await readBodyText(c.req.raw, maxBytes)
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new ApiFailure(400, 'VALIDATION_ERROR', 'The request body is not valid JSON')
    }
    const outcome = parseOrIssues(schema, body)
    if (!outcome.ok) throw invalid(outcome.details)
    c.req.addValidatedData('json', outcome.data as object)
    await next()
  }
}

/** Validates path parameters; the handler reads them with c.req.valid('param'). */
export function validParams<S extends z.ZodMiniType>(schema: S): MiddlewareHandler<AppEnv, string, Validated<'param', S>> {
  return async (c, next) => {
    const outcome = parseOrIssues(schema, c.req.param())
    if (!outcome.ok) throw invalid(outcome.details)
    c.req.addValidatedData('param', outcome.data as object)
    await next()
  }
}

/** Validates the query string (repeated keys become arrays); read with c.req.valid('query'). */
export function validQuery<S extends z.ZodMiniType>(schema: S): MiddlewareHandler<AppEnv, string, Validated<'query', S>> {
  return async (c, next) => {
    const query = Object.fromEntries(
      Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
    )
    const outcome = parseOrIssues(schema, query)
    if (!outcome.ok) throw invalid(outcome.details)
    c.req.addValidatedData('query', outcome.data as object)
    await next()
  }
}
