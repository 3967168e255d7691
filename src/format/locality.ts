// Localities arrive as typed into Square ("OAKDALE", "san jose"); they are shown title-cased.

/** Title case of a locality: "OAKDALE" → "Oakdale", "san jose" → "San Jose", "winston-salem" → "Winston-Salem". */
export function titleCaseLocality(locality: string): string {
  return locality
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[ -])(\p{L})/gu, (_match, separator: string, letter: string) => separator + letter.toUpperCase())
}
