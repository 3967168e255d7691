// Lets the page draw and answer input between slices of a long piece of work. scheduler.yield()
// where the browser has it (the work resumes ahead of other tasks); elsewhere a message to
// ourselves, which unlike setTimeout(0) is not held back 4 ms once calls nest.
interface Scheduler {
  yield?: () => Promise<void>
}

export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resume) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resume()
    }
    channel.port2.postMessage(null)
  })
}
