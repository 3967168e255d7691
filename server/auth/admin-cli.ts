// `npm run admin -- reset-password USERNAME`: sets a new password (asked on a terminal, or
// FW_NEW_PASSWORD, or generated and printed) and ends that user's sessions.
// `npm run admin -- backup FILE`: an online copy of the SQLite database, taken while the server runs.
import { runAdminCommand } from './admin-command'

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const input = process.stdin
    process.stdout.write(question)
    input.setRawMode(true)
    input.resume()
    input.setEncoding('utf8')
    let typed = ''
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          process.stdout.write('\n')
          process.exit(130)
        } else if (char === '\r' || char === '\n' || char === '\u0004') {
          input.setRawMode(false)
          input.pause()
          input.off('data', onData)
          process.stdout.write('\n')
          resolve(typed)
          return
        } else if (char === '\u007f' || char === '\b') {
          typed = typed.slice(0, -1)
        } else {
          typed += char
        }
      }
    }
    input.on('data', onData)
  })
}

const code = await runAdminCommand(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  ...(process.stdin.isTTY ? { askPassword: askHidden } : {}),
})
process.exit(code)
