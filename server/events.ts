// In-process events between areas that must not import each other: auth announces ended
// sessions (the live hub closes their sockets), the data path announces changed figures.
import { EventEmitter } from 'node:events'

export interface AppEventMap {
  /** Sessions that stopped being valid (logout, user deleted, deactivated or roles changed). */
  'sessions-revoked': { sessionIds: string[] }
  /** A location's stored orders changed (hydration, webhook); caches and live views refresh. */
  'location-changed': { locationId: string; years: number[] }
}

export class AppEvents {
  private readonly emitter = new EventEmitter()

  on<K extends keyof AppEventMap>(name: K, listener: (event: AppEventMap[K]) => void): () => void {
    this.emitter.on(name, listener)
    return () => this.emitter.off(name, listener)
  }

  emit<K extends keyof AppEventMap>(name: K, event: AppEventMap[K]): void {
    this.emitter.emit(name, event)
  }
}
