// The pace chart's scales: the window's hours across (0 at June 28's midnight, 192 at the end of
// July 5), cumulative net sales up, from zero to the highest season. Pure, tested without a DOM.
import type { ScaleLinear } from 'd3-scale'
import { scaleLinear } from 'd3-scale'
import { makeValueScale, tickCountFor, valueExtent } from '../chart-kit/scales'
import type { Size } from '../chart-kit/types'
import { SEASON_LENGTH } from '../../src/season/window'
import type { CumulativeSeason } from './pace-model'

/** The window's hours. */
export const WINDOW_HOURS = SEASON_LENGTH * 24

export interface PaceScales {
  /** Hours from the window's start → horizontal position. */
  xScale: ScaleLinear<number, number>
  /** Cents → vertical position (0 at the bottom). */
  yScale: ScaleLinear<number, number>
}

export function makePaceScales(seasons: readonly CumulativeSeason[], inner: Size): PaceScales {
  const xScale = scaleLinear().domain([0, WINDOW_HOURS]).range([0, inner.width])
  const yScale = makeValueScale(valueExtent(seasons.flatMap((season) => season.cumulative)), [inner.height, 0], tickCountFor(inner.height))
  return { xScale, yScale }
}
