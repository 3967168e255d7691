// Labels for the season's days: the window runs June 28 – July 5, and a day is stored as its day
// of the month (28, 29, 30, 1 … 5), so the month follows from the number.

/** A season day by its month's name: 28 → "Jun 28", 4 → "Jul 4". */
export function formatSeasonDate(day: number): string {
  const [month, date] = formatSeasonDay(day).split('/')
  return `${month === '6' ? 'Jun' : 'Jul'} ${date}`
}

/** The month/day label of a season day: 28 → "6/28", 1 → "7/1". */
export function formatSeasonDay(day: number): string {
  if (day === 28 || day === 29 || day === 30) return `6/${day}`
  if (Number.isInteger(day) && day >= 1 && day <= 5) return `7/${day}`
  throw new RangeError(`Not a day of the June 28 – July 5 season: ${day}`)
}
