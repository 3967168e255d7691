import { describe, expect, it } from 'vitest'
import {
  estimateTextWidth,
  innerSize,
  labelStride,
  makeAreaScales,
  makeBarScales,
  makeHorizontalBarScales,
  makeStackedBarScales,
  roundUp,
  stackLayout,
  tickCountFor,
  valueExtent,
} from './scales'
import type { ChartData } from './types'

const oneSeries = (values: number[], labels = ['a', 'b', 'c', 'd']): ChartData => ({
  labels,
  series: [{ key: 'sales', name: 'Sales', values }],
})

describe('innerSize', () => {
  it('subtracts the margins and never goes below zero', () => {
    const margin = { top: 10, right: 10, bottom: 30, left: 100 }
    expect(innerSize({ width: 500, height: 250 }, margin)).toEqual({ width: 390, height: 210 })
    expect(innerSize({ width: 100, height: 50 }, margin)).toEqual({ width: 0, height: 10 })
  })
})

describe('valueExtent and tickCountFor', () => {
  it('always includes zero and falls back to [0, 1] when everything is zero', () => {
    expect(valueExtent([10, 40, 25])).toEqual([0, 40])
    expect(valueExtent([-30, 75])).toEqual([-30, 75])
    expect(valueExtent([-5, -2])).toEqual([-5, 0])
    expect(valueExtent([0, 0])).toEqual([0, 1])
    expect(valueExtent([])).toEqual([0, 1])
    expect(valueExtent([Number.NaN, 12])).toEqual([0, 12])
  })

  it('gives one tick per 40 px, at least two and at most ten', () => {
    expect(tickCountFor(800)).toBe(10)
    expect(tickCountFor(250)).toBe(6)
    expect(tickCountFor(200)).toBe(5)
    expect(tickCountFor(60)).toBe(2)
  })
})

describe('makeBarScales', () => {
  const inner = { width: 400, height: 200 }

  it('lays four labels in 100 px steps with 80 px bands', () => {
    const { xScale, seriesScale } = makeBarScales(oneSeries([10, 40, 25, 0]), inner)
    // step = 400 / (4 − 0.2 + 2 × 0.1) = 100; band = 80; first band starts at 0.1 × 100
    expect(xScale.step()).toBeCloseTo(100)
    expect(xScale.bandwidth()).toBeCloseTo(80)
    expect(xScale('a')).toBeCloseTo(10)
    expect(xScale('d')).toBeCloseTo(310)
    // one series fills its label's band
    expect(seriesScale('sales')).toBe(0)
    expect(seriesScale.bandwidth()).toBeCloseTo(80)
  })

  it('maps values from zero at the bottom to the maximum at the top', () => {
    const { yScale } = makeBarScales(oneSeries([10, 40, 25, 0]), inner)
    // five ticks on 200 px: 40 / 5 = 8 rounds up to a step of 10, already meeting [0, 40]
    expect(yScale.domain()).toEqual([0, 40])
    expect(yScale(0)).toBe(200)
    expect(yScale(10)).toBe(150)
    expect(yScale(40)).toBe(0)
    expect(yScale.ticks(4)).toEqual([0, 10, 20, 30, 40])
  })

  it('rounds the top outwards to nice ticks and goes below zero only as far as the data does', () => {
    const { yScale } = makeBarScales(oneSeries([-30, 75, 0, 0]), inner)
    // (75 + 30) / 5 = 21 → step 20 → top 80; the bottom stays at the round −30, not −40
    expect(yScale.domain()).toEqual([-30, 80])
    expect(yScale(0)).toBeCloseTo(200 * (80 / 110))
  })

  it('keeps a small refund hour from pushing a money axis a whole step below zero', () => {
    // −$18 under a $9,400 hour: a plain nice() ends the axis at −$2,000
    const { yScale } = makeBarScales(oneSeries([-1_800, 940_000, 0, 0]), inner)
    expect(yScale.domain()).toEqual([-2_000, 1_000_000])
    expect(yScale.ticks(5).filter((tick) => tick < 0)).toEqual([])
  })

  it('rounds the smaller side up, the larger side to nice ticks, whichever is below zero', () => {
    expect(makeBarScales(oneSeries([-940_000, 1_800, 0, 0]), inner).yScale.domain()).toEqual([-1_000_000, 2_000])
    expect(makeBarScales(oneSeries([-900, 1_000, 0, 0]), inner).yScale.domain()).toEqual([-1_000, 1_000])
  })

  it('splits a band between grouped series with padding', () => {
    const data: ChartData = {
      labels: ['a', 'b', 'c', 'd'],
      series: [
        { key: '2024', name: '2024', values: [1, 2, 3, 4] },
        { key: '2025', name: '2025', values: [4, 3, 2, 1] },
      ],
    }
    const { seriesScale } = makeBarScales(data, inner)
    // 80 px band, two bars, padding 0.1 both inside and out: step = 80 / 2.1
    const step = 80 / 2.1
    expect(seriesScale.step()).toBeCloseTo(step)
    expect(seriesScale.bandwidth()).toBeCloseTo(step * 0.9)
    expect(seriesScale('2024')).toBeCloseTo((80 - step * 1.9) / 2)
    expect(seriesScale('2025')).toBeCloseTo((80 - step * 1.9) / 2 + step)
  })

  it('keeps a [0, 1] axis when all values are zero', () => {
    expect(makeBarScales(oneSeries([0, 0, 0, 0]), inner).yScale.domain()).toEqual([0, 1])
  })
})

describe('makeAreaScales', () => {
  it('centres each point in an equal step', () => {
    const { xScale, yScale } = makeAreaScales(oneSeries([5, 15, 10, 20]), { width: 400, height: 100 })
    // padding 0.5 each side: step = 400 / 4 = 100, first point at 50
    expect(xScale.step()).toBeCloseTo(100)
    expect(xScale('a')).toBeCloseTo(50)
    expect(xScale('d')).toBeCloseTo(350)
    // two ticks on 100 px: 20 / 2 = 10 is nice
    expect(yScale.domain()).toEqual([0, 20])
  })
})

describe('makeHorizontalBarScales', () => {
  it('puts labels down the side and values across', () => {
    const data = oneSeries([120, 45, 80], ['x', 'y', 'z'])
    const { yScale, xScale } = makeHorizontalBarScales(data, { width: 300, height: 150 })
    // step = 150 / 3 = 50, band 40, first at 5
    expect(yScale.bandwidth()).toBeCloseTo(40)
    expect(yScale('0')).toBeCloseTo(5)
    expect(yScale('2')).toBeCloseTo(105)
    // four ticks across (300 × 0.6 / 40 = 4.5): 120 / 4 = 30 → step 20 → [0, 120]
    expect(xScale.domain()).toEqual([0, 120])
    expect(xScale(60)).toBeCloseTo(150)
    expect(xScale.range()).toEqual([0, 300])
  })

  it('gives rows with the same label a band each', () => {
    const { yScale } = makeHorizontalBarScales(oneSeries([3, 2, 1], ['same', 'same', 'other']), { width: 300, height: 150 })
    expect(yScale.domain()).toEqual(['0', '1', '2'])
    expect(yScale('1')).toBeCloseTo(55)
  })
})

describe('stackLayout and makeStackedBarScales', () => {
  const payments: ChartData = {
    labels: ['6/28', '6/29'],
    series: [
      { key: 'cash-2024', name: '2024 Cash', values: [10, 20], stack: '2024' },
      { key: 'card-2024', name: '2024 Card', values: [30, -5], stack: '2024' },
      { key: 'cash-2025', name: '2025 Cash', values: [5, 5], stack: '2025' },
    ],
  }

  it('stacks series of one stack and keeps negatives below zero', () => {
    const layout = stackLayout(payments)
    expect(layout.stackIds).toEqual(['2024', '2025'])
    expect(layout.stackOf).toEqual(['2024', '2024', '2025'])
    expect(layout.segments).toEqual([
      [
        [0, 10],
        [0, 20],
      ],
      [
        [10, 40],
        [0, -5],
      ],
      [
        [0, 5],
        [0, 5],
      ],
    ])
    expect(layout.totals).toEqual([
      [40, 15],
      [5, 5],
    ])
  })

  it('treats a series without a stack id as its own stack', () => {
    const layout = stackLayout(oneSeries([1, 2], ['a', 'b']))
    expect(layout.stackIds).toEqual(['sales'])
  })

  it('scales to the tallest stack and the deepest negative', () => {
    const { yScale, stackScale, xScale } = makeStackedBarScales(payments, { width: 400, height: 200 })
    // ends span [−5, 40]; 45 / 5 = 9 → step 10 → top 40; the bottom stays at −5
    expect(yScale.domain()).toEqual([-5, 40])
    // two labels: step = 400 / 2 = 200, band 160; two stacks share it
    expect(xScale.bandwidth()).toBeCloseTo(160)
    expect(stackScale.domain()).toEqual(['2024', '2025'])
    expect(stackScale.step()).toBeCloseTo(160 / 2.1)
  })
})

describe('labelStride and estimateTextWidth', () => {
  it('skips labels until the widest fits its spacing', () => {
    expect(labelStride(100, 30)).toBe(1)
    expect(labelStride(20, 30)).toBe(2)
    expect(labelStride(10, 36)).toBe(4)
    expect(labelStride(0, 30)).toBe(1)
  })

  it('estimates an 11 px label at 0.6 em a glyph', () => {
    expect(estimateTextWidth('12am')).toBe(27)
    expect(estimateTextWidth('$1,000', 10)).toBe(36)
  })
})

describe('roundUp', () => {
  it('takes the next round number of the same power of ten', () => {
    expect([18, 20, 21, 30, 31, 3_100, 0.4, 7, 9].map(roundUp)).toEqual([20, 20, 25, 30, 40, 4_000, 0.4, 8, 10])
  })

  it('gives 0 for nothing to show', () => {
    expect([0, -5, Number.NaN, Infinity].map(roundUp)).toEqual([0, 0, 0, 0])
  })
})
