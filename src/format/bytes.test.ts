import { formatBytes } from './bytes'

describe('formatBytes', () => {
  it('writes bytes below a kibibyte as they are', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(1023)).toBe('1,023 B')
  })

  it('writes larger sizes in binary units with at most one decimal', () => {
    expect(formatBytes(1536)).toBe('1.5 KiB')
    expect(formatBytes(64 * 1024 * 1024)).toBe('64 MiB')
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12.3 MiB')
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GiB')
  })

  it('shows the missing-figure dash for what is not a size', () => {
    expect(formatBytes(Number.NaN)).toBe('—')
    expect(formatBytes(-1)).toBe('—')
  })
})
