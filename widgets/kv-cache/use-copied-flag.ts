// 'Copied!' for 2 seconds (docs/screens.md#kv-cache-debugger) after a copy, for whichever thing was copied last.
import { useEffect, useRef, useState } from 'react'

/** docs/screens.md#kv-cache-debugger: how long the copied indicator shows. */
export const COPIED_MS = 2_000

/** The id of what was copied last, for COPIED_MS; `mark` starts (or restarts) the indicator. */
export function useCopiedFlag(): [copied: string | null, mark: (id: string) => void] {
  const [copied, setCopied] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const mark = (id: string) => {
    clearTimeout(timer.current)
    setCopied(id)
    timer.current = setTimeout(() => setCopied(null), COPIED_MS)
  }
  return [copied, mark]
}

/** Writes text to the clipboard; false when the browser refused. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
