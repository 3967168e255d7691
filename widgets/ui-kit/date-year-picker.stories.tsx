import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { DateYearPicker } from './date-year-picker'
import type { DateYearSelection, YearMode } from './date-year-selection'

export default { title: 'UI kit / Date and year picker' } satisfies StoryDefault

/** The picker over a stand-in for the URL: what it applies shows below it. */
function Picker({ mode = 'multi', days = '28to5', years = [2024, 2025] }: { mode?: YearMode; days?: string; years?: number[] }) {
  const [selection, setSelection] = useState<DateYearSelection>({ days, years })
  const [applied, setApplied] = useState(0)
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <DateYearPicker
        days={selection.days}
        years={selection.years}
        mode={mode}
        currentYear={2025}
        onApply={(next) => {
          setSelection(next)
          setApplied((count) => count + 1)
        }}
      />
      <code>
        days={selection.days} years={selection.years.join(',')} (applied {applied} times)
      </code>
    </div>
  )
}

export const Default: Story = () => <Picker />
/** The items tab and Compare: exactly one year. */
export const SingleYear: Story = () => <Picker mode="single" years={[2025]} />
export const NoYears: Story = () => <Picker years={[]} />
/** Single mode with nothing chosen warns 'Please select a year'. */
export const SingleYearNoneChosen: Story = () => <Picker mode="single" years={[]} />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <Picker days="30to3" />
  </WidgetFrame>
)
