// Hour-of-day labels for the hourly charts (docs/clock-and-seasons.md#the-season-window): 0 → 12am, 12 → 12pm, 23 → 11pm.

/** The label of a local hour 0–23. */
export function formatHour(hour: number): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`Not an hour of the day: ${hour}`)
  const onClock = hour % 12 === 0 ? 12 : hour % 12
  return `${onClock}${hour < 12 ? 'am' : 'pm'}`
}
