import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { useStyles } from '../../src/elements/use-styles'
import { fixtureReport } from './report-fixture'
import { ReportView } from './report-view'
import { salesReportsStyles } from './styles'

export default { title: 'Widgets / Sales reports' } satisfies StoryDefault

function Styled({ children }: { children: React.ReactNode }) {
  useStyles(salesReportsStyles)
  return <div className="fw-sales-reports">{children}</div>
}

/** A season's report: totals, the two busiest days, the evening hour. */
export const Default: Story = () => (
  <Styled>
    <ReportView report={fixtureReport()} locationName="Oakdale Tent" />
  </Styled>
)
export const Loading: Story = () => (
  <Styled>
    <QueryStateView state={{ status: 'loading' }} className="fw-report" what="the report" loading={<p className="fw-report-muted">Running report...</p>}>
      {() => null}
    </QueryStateView>
  </Styled>
)
/** A range without a sale. */
export const Empty: Story = () => {
  const report = fixtureReport('LRIV1', '2025-01-01', '2025-01-31')
  const empty = {
    ...report,
    totals: { netSales: 0, grossSales: 0, totalTransactions: 0, partialRefunds: 0 },
    dailyBreakdown: [],
    hourlyBreakdown: report.hourlyBreakdown.map((hour) => ({ ...hour, netSales: 0, count: 0 })),
    debug: { ...report.debug, totalPaymentsReceived: 0 },
  }
  return (
    <Styled>
      <ReportView report={empty} locationName="Riverbank Booth" />
    </Styled>
  )
}
export const Error: Story = () => (
  <Styled>
    <QueryStateView state={{ status: 'error', error: new ApiHttpError(404, 'Location not found', 'NOT_FOUND') }} className="fw-report" what="the report" loading={null}>
      {() => null}
    </QueryStateView>
  </Styled>
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <Styled>
      <ReportView report={fixtureReport()} locationName="Oakdale Tent" />
    </Styled>
  </WidgetFrame>
)
