// How the stats charts mark the day and the hour in progress on their labels: "7/4 (now)", "8pm (now)".
export const IN_PROGRESS_MARK = ' (now)'

/** A label, marked when it is the one in progress. */
export const marked = (label: string, inProgress: boolean): string => (inProgress ? `${label}${IN_PROGRESS_MARK}` : label)
