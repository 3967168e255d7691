// What every hydration job answers: the tool's summary and sentences for the admin screen, plus
// what changed, so the caller can announce it (location-changed events) once the job is over.

export interface JobOutcome<S> {
  summary: S
  hydratedAt: string
  message: string
  note?: string | undefined
  changed: { locationId: string; years: number[] }[]
  /** Orders Square returned during the job. */
  ordersReceived: number
}
