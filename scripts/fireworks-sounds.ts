// The fireworks samples, synthesised in code (no recordings to license): a deep boom, a crackle of
// falling sparks, and a whistle ending in a pop. A seeded random source makes every run write the
// same bytes, so the committed files can be checked against this code. 16-bit mono WAV at
// 22,050 Hz: each file is a few tens of kilobytes and every browser decodes it.

export const SAMPLE_RATE = 22_050

/** A deterministic random source in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Samples in [-1, 1] for `seconds`, from `sample(t, i)`. */
function render(seconds: number, sample: (t: number, index: number) => number): Float32Array {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE))
  for (let index = 0; index < out.length; index += 1) out[index] = sample(index / SAMPLE_RATE, index)
  return out
}

/** Scales the peak to `peak` and fades the last 20 ms, so no file ends in a click. */
function finish(samples: Float32Array, peak = 0.9): Float32Array {
  let max = 0
  for (const value of samples) max = Math.max(max, Math.abs(value))
  const gain = max > 0 ? peak / max : 0
  const fade = Math.round(0.02 * SAMPLE_RATE)
  return samples.map((value, index) => value * gain * Math.min(1, (samples.length - index) / fade))
}

/** A low thump under a burst of darkened noise, dying away over a second. */
export function boom(random = seededRandom(1)): Float32Array {
  let low = 0
  return finish(
    render(1.2, (t) => {
      low += 0.08 * (random() * 2 - 1 - low) // one-pole low-pass: a dull roar, not a hiss
      const thump = Math.sin(2 * Math.PI * (55 - 25 * t) * t) * Math.exp(-t * 5)
      return (thump * 0.8 + low * 3) * Math.exp(-t * 4) * Math.min(1, t * 400)
    }),
  )
}

/** Sparks: short clicks, dense at first and thinning out as they fall. */
export function crackle(random = seededRandom(2)): Float32Array {
  let spark = 0
  return finish(
    render(1.4, (t) => {
      if (random() < 0.012 * Math.exp(-t * 2.2)) spark = 0.5 + random() * 0.5
      spark *= 0.93
      return spark * (random() * 2 - 1) * Math.exp(-t * 1.5)
    }),
  )
}

/** A rising whistle for 0.6 s, then a sharp pop. */
export function whistlePop(random = seededRandom(3)): Float32Array {
  let phase = 0
  return finish(
    render(1.0, (t) => {
      if (t < 0.6) {
        phase += (2 * Math.PI * (900 + 1_300 * t)) / SAMPLE_RATE
        return Math.sin(phase) * 0.35 * Math.min(1, t * 20) * (1 - t / 0.6) ** 0.3
      }
      const after = t - 0.6
      return (random() * 2 - 1) * Math.exp(-after * 12)
    }),
  )
}

/** A 16-bit mono PCM WAV file of `samples`. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const dataBytes = samples.length * 2
  const buffer = new ArrayBuffer(44 + dataBytes)
  const view = new DataView(buffer)
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(offset + i, value.charCodeAt(i))
  }
  text(0, 'RIFF')
  view.setUint32(4, 36 + dataBytes, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true) // PCM format chunk size
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2, true) // bytes per second
  view.setUint16(32, 2, true) // bytes per frame
  view.setUint16(34, 16, true) // bits per sample
  text(36, 'data')
  view.setUint32(40, dataBytes, true)
  samples.forEach((value, index) => view.setInt16(44 + index * 2, Math.round(Math.max(-1, Math.min(1, value)) * 32_767), true))
  return new Uint8Array(buffer)
}

/** The three files the fireworks overlay plays (widgets/fireworks/sound-files.ts names them). */
export function fireworksSoundFiles(): Record<string, Uint8Array> {
  return {
    'fireworks-1.wav': encodeWav(boom()),
    'fireworks-2.wav': encodeWav(crackle()),
    'fireworks-3.wav': encodeWav(whistlePop()),
  }
}
