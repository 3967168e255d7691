// Secrets from files, the container convention (Docker and Kubernetes secrets are files): each
// secret setting NAME may instead be given as NAME_FILE, the path of a file holding the value.
// The value is the file's text without its trailing line break; both at once, or a file that
// cannot be read, stops the start with a message naming the setting (never the value).
import { readFileSync } from 'node:fs'

/** The settings that hold secrets: each may come from NAME_FILE. */
export const SECRET_SETTINGS = ['SQUARE_ACCESS_TOKEN', 'SQUARE_WEBHOOK_SIGNATURE_KEY', 'FW_ADMIN_PASSWORD', 'FW_DATABASE_URL', 'FW_METRICS_TOKEN'] as const

export const FILE_SUFFIX = '_FILE'

/** A problem with one NAME_FILE setting, in words for the person starting the server. */
export interface SecretFileIssue {
  setting: string
  message: string
}

function present(value: string | undefined): value is string {
  return value !== undefined && value !== ''
}

/**
 * The environment with each NAME_FILE read into NAME (NAME_FILE itself left out), and the
 * problems found; `read` reads a file's text (injectable for tests).
 */
export function withSecretFiles(
  env: Record<string, string | undefined>,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): { env: Record<string, string | undefined>; issues: SecretFileIssue[] } {
  const resolved = { ...env }
  const issues: SecretFileIssue[] = []
  for (const name of SECRET_SETTINGS) {
    const fileSetting = `${name}${FILE_SUFFIX}`
    const path = env[fileSetting]
    delete resolved[fileSetting]
    if (!present(path)) continue
    if (present(env[name])) {
      issues.push({ setting: fileSetting, message: `set either ${name} or ${fileSetting}, not both` })
      continue
    }
    try {
      const value = read(path).replace(/\r?\n$/, '')
      if (value === '') issues.push({ setting: fileSetting, message: `the file ${path} is empty` })
      else resolved[name] = value
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      issues.push({ setting: fileSetting, message: `cannot read ${path}${code ? ` (${code})` : ''}` })
    }
  }
  return { env: resolved, issues }
}
