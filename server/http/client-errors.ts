// What the server answers when Node itself gives up on a request before the app sees it whole: a
// client too slow to send its headers or its body (FW_REQUEST_TIMEOUT_MS), a URL and headers over
// Node's 16 KiB, bytes that are not HTTP. Node would write a bare status line; a client of the API
// gets the error shape like every other refusal. Where an answer is already under way, or the
// client has gone, the connection is only closed.
import type { ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { ERROR_STATUS, errorBody, type ErrorCode } from '../../src/contract/envelope'
import type { Logger } from '../log'
import { writeRefusal } from './upgrade-refusal'

/** Node's error codes for a request it could not take, and how each is answered. */
const ANSWERS = {
  ERR_HTTP_REQUEST_TIMEOUT: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { code: 'HEADERS_TOO_LARGE', message: "The request's URL and headers are too large" },
} as const

const MALFORMED = { code: 'VALIDATION_ERROR', message: 'The request is not valid HTTP' } as const

/** The answer to `error`, or undefined when the connection is only to be closed (the client went). */
function answerTo(error: NodeJS.ErrnoException): { code: ErrorCode; message: string } | undefined {
  const code = error.code ?? ''
  if (code in ANSWERS) return ANSWERS[code as keyof typeof ANSWERS]
  return code.startsWith('HPE_') ? MALFORMED : undefined
}

/** The http server's 'clientError' listener. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, log: Logger): void {
  const answer = answerTo(error)
  // A response the app began is not interrupted by a second one; Node only closes such a connection.
  const started = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage?.headersSent === true
  if (answer === undefined || started || !socket.writable) {
    socket.destroy()
    return
  }
  log.debug('request.refused_by_http', { code: error.code, error: answer.code })
  const status = ERROR_STATUS[answer.code]
  const response = new Response(JSON.stringify(errorBody(answer.code, answer.message)), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  })
  void writeRefusal(socket, response).catch(() => socket.destroy())
}
