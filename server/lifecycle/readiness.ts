// Whether this instance should be sent traffic, as orchestrators' probes ask it: `starting` from
// the moment the port opens (the database migrated, the first sync and the clone's builds still
// running), `ready` once there is data to show, `stopping` from the moment a stop signal arrives.
// Liveness (/api/health) answers in every state; readiness (/api/ready) only says yes when ready.

export type ReadinessState = 'starting' | 'ready' | 'stopping'

export interface ReadinessSnapshot {
  state: ReadinessState
  /** What the instance is doing while not ready, for a person: 'first hydration: 12,000 orders'. */
  detail?: string | undefined
}

export class Readiness {
  private snapshot: ReadinessSnapshot

  /** A server built for a test or a tool starts ready: only `npm start` walks the whole way. */
  constructor(state: ReadinessState = 'ready', detail?: string) {
    this.snapshot = { state, detail }
  }

  get state(): ReadinessState {
    return this.snapshot.state
  }

  current(): ReadinessSnapshot {
    return this.snapshot
  }

  /** What a starting instance is busy with; ignored once ready or stopping. */
  starting(detail: string): void {
    if (this.snapshot.state === 'starting') this.snapshot = { state: 'starting', detail }
  }

  ready(): void {
    if (this.snapshot.state === 'starting') this.snapshot = { state: 'ready' }
  }

  /** From here on readiness says no for good: the instance is draining. */
  stopping(): void {
    this.snapshot = { state: 'stopping', detail: 'shutting down' }
  }
}
