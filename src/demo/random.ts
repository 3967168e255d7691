// A small seeded pseudo-random generator (mulberry32) and seed mixing, so every demo figure is
// reproducible from one seed and any single order can be rebuilt on its own from its own seed.

/** A deterministic stream of numbers in [0, 1) with the draws the generators need. */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** An index drawn with the given non-negative weights (their sum must be above 0). */
  weighted(weights: readonly number[]): number
}

/** A generator seeded with a 32-bit integer. */
export function createRandom(seed: number): Random {
  return new Mulberry32(seed)
}

// A class, not closures: one is made per order, millions of times in benchmarks.
class Mulberry32 implements Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  weighted(weights: readonly number[]): number {
    let total = 0
    for (const w of weights) total += w
    let r = this.next() * total
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] as number
      if (r < 0) return i
    }
    return weights.length - 1
  }
}

/** Mixes any number of parts (seed, location id, year, index …) into one 32-bit seed. */
export function seedFrom(...parts: readonly (string | number)[]): number {
  // FNV-1a over the parts' text, then murmur3's finaliser so nearby inputs land far apart.
  let h = 0x811c9dc5
  for (const part of parts) {
    const text = `${String(part)}\u0001`
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i)
      h = Math.imul(h, 0x01000193)
    }
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}
