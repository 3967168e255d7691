import type { Story, StoryDefault } from '@ladle/react'
import { storyStats } from '../../ladle/fixtures'
import { WidgetFrame } from '../../ladle/widget-frame'
import { splitPercents } from '../../src/analytics'
import { SEASON_DAYS } from '../../src/season'
import { PaymentBreakdown } from './payment-breakdown'
import { buildStatsModel } from './stats-model'

export default { title: 'Widgets / Location stats / Payment breakdown' } satisfies StoryDefault

/** Two demo seasons: money collected by cash and card, split payments and refunds included. */
export const Default: Story = () => {
  const { model } = storyStats('default')
  return (
    <WidgetFrame theme="light">
      <PaymentBreakdown data={model.payments} totals={model.paymentTotals} />
    </WidgetFrame>
  )
}

/** Seasons with money under another tender type too (gift cards redeemed, say): its column and series show. */
export const WithOtherTenders: Story = () => {
  const { analysis, location } = storyStats('default')
  const paymentTypes = analysis.paymentTypes.map((year) => {
    const daily = year.daily.map((day) => {
      const other = Math.round(day.cardCollected * 0.1)
      return { ...day, cardCollected: day.cardCollected - other, otherCollected: day.otherCollected + other }
    })
    const sum = (read: (day: (typeof daily)[number]) => number) => daily.reduce((total, day) => total + read(day), 0)
    const cashCollected = sum((day) => day.cashCollected)
    const cardCollected = sum((day) => day.cardCollected)
    const otherCollected = sum((day) => day.otherCollected)
    const [cashPercent, cardPercent, otherPercent] = splitPercents([cashCollected, cardCollected, otherCollected]) as [number, number, number]
    return { ...year, daily, totals: { ...year.totals, cashCollected, cardCollected, otherCollected }, split: { cashPercent, cardPercent, otherPercent } }
  })
  const model = buildStatsModel({ ...analysis, paymentTypes }, [...SEASON_DAYS], location.name ?? location.id)
  return (
    <WidgetFrame theme="light">
      <PaymentBreakdown data={model.payments} totals={model.paymentTotals} />
    </WidgetFrame>
  )
}

export const Loading: Story = () => (
  <WidgetFrame theme="light">
    <PaymentBreakdown data={{ labels: [], series: [] }} totals={[]} loading />
  </WidgetFrame>
)

/** A season without a sale. */
export const Empty: Story = () => {
  const { model } = storyStats('empty')
  return (
    <WidgetFrame theme="light">
      <PaymentBreakdown data={model.payments} totals={model.paymentTotals} />
    </WidgetFrame>
  )
}

export const Dark: Story = () => {
  const { model } = storyStats('dense')
  return (
    <WidgetFrame theme="dark">
      <PaymentBreakdown data={model.payments} totals={model.paymentTotals} />
    </WidgetFrame>
  )
}
