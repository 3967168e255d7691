// The chart's numbers as a table, hidden visually but read by screen readers, with the same
// formatted values the tooltip shows. The hiding box is a div around the table: a table grows to
// fit its cells whatever width it is given, and would widen the page on a phone.
import type { DatumSummary } from './datum'

export interface ChartDataTableProps {
  caption: string
  /** Header of the label column ("Day", "Hour", "Year", "Item"). */
  labelHeader: string
  summaries: readonly DatumSummary[]
}

export function ChartDataTable({ caption, labelHeader, summaries }: ChartDataTableProps) {
  const first = summaries[0]
  if (!first) return null
  return (
    <div className="fw-visually-hidden">
      <table className="fw-chart-data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {first.rows.map((row) => (
              <th key={row.key} scope="col">
                {row.name}
              </th>
            ))}
            {first.totals.map((total) => (
              <th key={total.key} scope="col">
                {total.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summaries.map((summary, index) => (
            <tr key={index}>
              <th scope="row">{summary.label}</th>
              {summary.rows.map((row) => (
                <td key={row.key}>
                  {row.formatted}
                  {row.share ? ` (${row.share})` : ''}
                </td>
              ))}
              {summary.totals.map((total) => (
                <td key={total.key}>{total.formatted}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
