// One chart in its frame for the chart-kit stories, in any of the states a story shows.
import type { ReactNode } from 'react'
import { ChartFrame, type ChartMode, type ChartRenderArgs } from '../widgets/chart-kit'

export type ChartStoryState = 'ready' | 'loading' | 'empty' | 'error'

export interface ChartStoryProps {
  title: string
  state?: ChartStoryState
  height?: number
  defaultMode?: ChartMode
  children: (args: ChartRenderArgs) => ReactNode
}

function BrokenChart(): never {
  // The frame's error boundary must show a neutral message, never this text.
  throw new Error('Drawing failed: scale domain is NaN')
}

export function ChartStory({ title, state = 'ready', height, defaultMode, children }: ChartStoryProps) {
  return (
    <div style={{ maxWidth: 900 }}>
      <ChartFrame title={title} height={height} defaultMode={defaultMode} loading={state === 'loading'} empty={state === 'empty'}>
        {(args) => (state === 'error' ? <BrokenChart /> : children(args))}
      </ChartFrame>
    </div>
  )
}
