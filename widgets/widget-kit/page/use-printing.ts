// Whether the page is being printed: true from the browser's beforeprint to its afterprint. The
// change is rendered synchronously (flushSync) inside beforeprint, which the browser dispatches
// before it lays the page out for paper, so what a list draws only for print (every row of a
// virtualised table) is on the page the printer sees.
import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    if (typeof window === 'undefined') return
    const start = () => flushSync(() => setPrinting(true))
    const end = () => setPrinting(false)
    window.addEventListener('beforeprint', start)
    window.addEventListener('afterprint', end)
    return () => {
      window.removeEventListener('beforeprint', start)
      window.removeEventListener('afterprint', end)
    }
  }, [])
  return printing
}
