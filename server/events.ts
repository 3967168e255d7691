// In-process events between areas that must not import each other: auth announces ended
// sessions (the live hub closes their sockets) and changed home locations (the hub's sockets of
// that user follow the new list), the data path announces changed figures.
import { EventEmitter } from 'node:events'

export interface AppEventMap {
  /** Sessions that stopped being valid (logout, user deleted, deactivated or roles changed). */
  'sessions-revoked': { sessionIds: string[] }
  /** A location's stored orders changed (hydration, webhook); caches and live views refresh. */
  'location-changed': { locationId: string; years: number[] }
  /** A user's own home locations changed; null: they follow the server's default again. */
  'home-locations-changed': { userId: number; locationIds: string[] | null }
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
