// Starts the page's date and number formatting (src/format/prepare-formats.ts) in a task after the
// widget's first render, while what it asked for is on the network.
import { useEffect } from 'react'
import { prepareFormats } from '../../../src/format/prepare-formats'

export function usePreparedFormats(): void {
  useEffect(() => {
    const timer = setTimeout(prepareFormats, 0)
    return () => clearTimeout(timer)
  }, [])
}
