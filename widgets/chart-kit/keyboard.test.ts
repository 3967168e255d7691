import { describe, expect, it } from 'vitest'
import { nextPointIndex } from './keyboard'

describe('nextPointIndex', () => {
  it('steps to the neighbour with the arrows and stops at the ends', () => {
    expect(nextPointIndex('ArrowRight', 2, 8)).toBe(3)
    expect(nextPointIndex('ArrowDown', 2, 8)).toBe(3)
    expect(nextPointIndex('ArrowLeft', 2, 8)).toBe(1)
    expect(nextPointIndex('ArrowUp', 2, 8)).toBe(1)
    expect(nextPointIndex('ArrowRight', 7, 8)).toBe(7)
    expect(nextPointIndex('ArrowLeft', 0, 8)).toBe(0)
  })

  it('jumps to the first and last point with Home and End', () => {
    expect(nextPointIndex('Home', 5, 8)).toBe(0)
    expect(nextPointIndex('End', 1, 8)).toBe(7)
  })

  it('ignores other keys and empty charts', () => {
    expect(nextPointIndex('Enter', 2, 8)).toBeNull()
    expect(nextPointIndex('ArrowRight', 0, 0)).toBeNull()
  })

  it('clamps an out-of-range starting point', () => {
    expect(nextPointIndex('ArrowRight', 12, 8)).toBe(7)
    expect(nextPointIndex('ArrowLeft', -1, 8)).toBe(0)
  })
})
