// Benchmark page: the fw-location-stats view (hand-drawn d3 charts) for the model in the page.
import { LocationStatsView } from '../widgets/location-stats'
import { locationStatsSheets } from '../widgets/location-stats/styles'
import { timeFirstRender } from './location-stats-render-timing'

const style = document.createElement('style')
style.textContent = locationStatsSheets.join('\n')
document.head.append(style)

void timeFirstRender(<LocationStatsView state={{ status: 'ready', model: window.__BENCH_MODEL__ }} />)
