// The live connection's status (SPEC §4): disconnected, connecting or connected. Set only by
// src/stores/live.ts, which owns the connection; components read it.
import { atom } from 'nanostores'
import type { LiveStatus } from '../live/live-client'

export const $connection = atom<LiveStatus>('disconnected')
