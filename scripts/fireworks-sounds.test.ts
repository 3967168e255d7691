import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SOUND_FILE_NAMES } from '../widgets/fireworks/sound-files'
import { encodeWav, fireworksSoundFiles, SAMPLE_RATE } from './fireworks-sounds'

const soundsDir = fileURLToPath(new URL('../public/sounds/', import.meta.url))

describe('the fireworks samples', () => {
  it('are the three files the overlay plays, small 16-bit mono WAVs', () => {
    const files = fireworksSoundFiles()
    expect(Object.keys(files)).toEqual([...SOUND_FILE_NAMES])
    for (const bytes of Object.values(files)) {
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('RIFF')
      expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe('WAVE')
      expect(view.getUint16(22, true)).toBe(1)
      expect(view.getUint32(24, true)).toBe(SAMPLE_RATE)
      expect(view.getUint16(34, true)).toBe(16)
      expect(view.getUint32(40, true)).toBe(bytes.byteLength - 44)
      expect(bytes.byteLength).toBeLessThan(80 * 1024)
    }
  })

  it('are not silent, and end without a click', () => {
    for (const bytes of Object.values(fireworksSoundFiles())) {
      const samples = new Int16Array(bytes.slice(44).buffer)
      expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(20_000)
      expect(Math.abs(samples[samples.length - 1]!)).toBeLessThan(100)
    }
  })

  it('are the files committed in public/sounds (run scripts/make-fireworks-sounds.ts after a change)', () => {
    for (const [name, bytes] of Object.entries(fireworksSoundFiles())) {
      expect(Buffer.compare(readFileSync(soundsDir + name), Buffer.from(bytes))).toBe(0)
    }
  })

  it('clip nothing outside [-1, 1]', () => {
    const bytes = encodeWav(Float32Array.from([2, -2, 0.5]))
    expect([...new Int16Array(bytes.slice(44).buffer)]).toEqual([32_767, -32_767, 16_384])
  })
})
