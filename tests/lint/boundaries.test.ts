// The one-way code flow (docs/architecture.md#walls-between-the-parts) is enforced by `npm run lint`: these fixtures, linted as if
// they sat at the given paths, show the rule refuses what it must and allows what it should.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root })

async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message)
}

describe('the boundaries rule', () => {
  it("refuses a widget importing another widget's internals", async () => {
    const errors = await boundaryErrors(
      'widgets/summary-cards/boundary-fixture.ts',
      "import { buildStatsModel } from '../location-stats/stats-model'\nexport const model = buildStatsModel\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('name="location-stats"')
  })

  it("allows another widget's public index, the kits, the core and the widget's own files", async () => {
    const errors = await boundaryErrors(
      'widgets/summary-cards/boundary-fixture.ts',
      [
        "import { LocationStats } from '../location-stats'",
        "import { ChartFrame } from '../chart-kit/chart-frame'",
        "import { formatMoney } from '../../src/format'",
        "import { SummaryCards } from './summary-cards'",
        'export const used = [LocationStats, ChartFrame, formatMoney, SummaryCards]',
      ].join('\n'),
    )
    expect(errors).toEqual([])
  })

  it('refuses the core reaching up into widgets, and the server reaching into widgets', async () => {
    expect(await boundaryErrors('src/format/boundary-fixture.ts', "import { SummaryCards } from '../../widgets/summary-cards'\nexport const x = SummaryCards\n")).toHaveLength(1)
    expect(await boundaryErrors('server/boundary-fixture.ts', "import { SummaryCards } from '../widgets/summary-cards'\nexport const x = SummaryCards\n")).toHaveLength(1)
  })

  it('lets widgets, the shell and the entries use the widget kit, and the kit the ui-kit, but not the other way', async () => {
    const kitUse = "import { QueryStateView } from '../widget-kit'\nexport const x = QueryStateView\n"
    expect(await boundaryErrors('widgets/top-items/boundary-fixture.ts', kitUse)).toEqual([])
    expect(await boundaryErrors('shell/login/boundary-fixture.ts', "import { SignInForm } from '../../widgets/widget-kit'\nexport const x = SignInForm\n")).toEqual([])
    expect(await boundaryErrors('widgets/widget-kit/boundary-fixture.ts', "import { Button } from '../ui-kit'\nexport const x = Button\n")).toEqual([])
    expect(await boundaryErrors('widgets/ui-kit/boundary-fixture.ts', kitUse)).toHaveLength(1)
    expect(await boundaryErrors('src/elements/boundary-fixture.ts', "import { SignInPrompt } from '../../widgets/widget-kit'\nexport const x = SignInPrompt\n")).toHaveLength(1)
  })

  it("refuses the widget kit reaching into a widget's files, from any of its folders", async () => {
    const errors = await boundaryErrors('widgets/widget-kit/boundary-fixture.ts', "import { buildStatsModel } from '../location-stats/stats-model'\nexport const x = buildStatsModel\n")
    expect(errors).toHaveLength(1)
    const fromFolder = await boundaryErrors('widgets/widget-kit/states/boundary-fixture.ts', "import { buildStatsModel } from '../../location-stats/stats-model'\nexport const x = buildStatsModel\n")
    expect(fromFolder).toHaveLength(1)
  })

  it('lets one folder of the widget kit use another, and the ui-kit', async () => {
    const source = "import { useQuery } from '../states/use-query'\nimport { Button } from '../../ui-kit'\nexport const x = [useQuery, Button]\n"
    expect(await boundaryErrors('widgets/widget-kit/season/boundary-fixture.ts', source)).toEqual([])
  })
})
