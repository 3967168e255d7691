// What the orders-table bench does in the page, as page code in a string (the bench runs under
// tsx, whose transform would add helpers the page does not have): add <fw-orders-table>, time its
// first rows and all its rows, click Total and time the first rows in that order and all of them,
// then scroll to the last row, keeping the longest main-thread task of each step (the Long Tasks
// API reports tasks of 50 ms or more: 0 means none) and the longest gap between frames while
// scrolling. Times are taken at the first frame after the rows are in the DOM (when they can be
// on screen), found by a MutationObserver rather than by polling. Each step starts with a
// performance.mark() (PAGE_STEPS), which a traced page reads (./main-thread-cpu).

/** The marks the page sets, in order: opening, sorting, scrolling, done. */
export const PAGE_STEPS = ['fw-open', 'fw-sort', 'fw-scroll', 'fw-done'] as const

export interface PageSample {
  /** Adding the element to its first rows drawn. */
  firstRowsMs: number
  /** Adding the element to every row, in the view's order. */
  allRowsMs: number
  /** The longest task from adding the element to every row. */
  openTaskMs: number
  /** A click on Total to the first rows drawn in that order. */
  sortFirstMs: number
  /** A click on Total to every row in that order. */
  sortAllMs: number
  sortTaskMs: number
  scrollTaskMs: number
  scrollFrameMs: number
  rows: number
  /** Workers the page started (the table's own). */
  workers: number
}

/** Counts the workers the page starts; added before any page script runs. */
export const COUNT_WORKERS = `(() => {
  const Native = window.Worker
  window.__fwWorkers = 0
  window.Worker = class extends Native {
    constructor(...args) { super(...args); window.__fwWorkers++ }
  }
})()`

export const measureInPage = (bundleUrl: string, attributes: Record<string, string>, scrollFrames: number) => `(async () => {
  const longTasks = []
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) longTasks.push(entry) }).observe({ type: 'longtask' })
  const longestBetween = (from, to) => Math.max(0, ...longTasks.filter((task) => task.startTime + task.duration >= from && task.startTime <= to).map((task) => task.duration))
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))

  await import(${JSON.stringify(bundleUrl)})
  // Loading the bundle is not opening the table: its task ends before the clock starts.
  await frame()
  await new Promise((resolve) => setTimeout(resolve, 50))
  const element = document.createElement('fw-orders-table')
  for (const [name, value] of Object.entries(${JSON.stringify(attributes)})) element.setAttribute(name, value)

  /** Resolves at the first frame after test() holds in the element's shadow root. */
  const when = (test, what) => new Promise((resolve, reject) => {
    let done = false
    const timer = setTimeout(() => { done = true; reject(new Error('Gave up waiting for ' + what + ': ' + (element.shadowRoot ? element.shadowRoot.textContent.slice(0, 300) : 'no shadow root'))) }, 180000)
    const look = () => {
      if (done || !element.shadowRoot || !test(element.shadowRoot)) return false
      done = true
      clearTimeout(timer)
      observer.disconnect()
      frame().then(resolve)
      return true
    }
    const observer = new MutationObserver(look)
    const watch = () => {
      if (look()) return
      if (element.shadowRoot) observer.observe(element.shadowRoot, { subtree: true, childList: true, attributes: true, characterData: true })
      else setTimeout(watch, 1)
    }
    watch()
  })
  const table = (root) => root.querySelector('.fw-orders-table')
  const firstRow = (root) => root.querySelector('tr.fw-orders-row')
  const allIn = (sort) => (root) => { const t = table(root); return t && t.dataset.rows === 'all' && t.dataset.sort === sort && !t.hasAttribute('aria-busy') && firstRow(root) }
  const firstIn = (sort) => (root) => { const t = table(root); return t && t.dataset.sort === sort && !t.hasAttribute('aria-busy') && firstRow(root) }

  performance.mark('fw-open')
  const opened = performance.now()
  document.body.append(element)
  const firstRowsAt = await when(firstRow, 'the first rows')
  const allRowsAt = await when(allIn('createdAt.desc'), 'every row')
  const openTaskMs = longestBetween(opened, allRowsAt)
  const root = element.shadowRoot
  const rows = Number(root.querySelector('table').getAttribute('aria-rowcount')) - 1

  await frame()
  const header = [...root.querySelectorAll('th')].find((th) => th.textContent === 'Total')
  performance.mark('fw-sort')
  const clicked = performance.now()
  header.querySelector('button').click()
  const sortFirstAt = await when(firstIn('total.desc'), 'the first rows by Total')
  const totals = [...root.querySelectorAll('tr.fw-orders-row')].slice(0, 5).map((row) => Number(row.children[2].textContent.replace(/[$,]/g, '')))
  if (totals.some((total, index) => index > 0 && total > totals[index - 1])) throw new Error('Not sorted by Total: ' + totals.join(', '))
  const sortAllAt = await when(allIn('total.desc'), 'every row by Total')
  await new Promise((resolve) => setTimeout(resolve, 100))
  const sortTaskMs = longestBetween(clicked, sortAllAt)

  // Scrolled end to end in at most ${scrollFrames} frames, three screens a frame or more:
  // every frame draws a whole new screen of rows either way.
  const scroller = root.querySelector('.fw-table-scroll')
  const step = Math.max(scroller.clientHeight * 3, scroller.scrollHeight / ${scrollFrames})
  performance.mark('fw-scroll')
  const scrollStart = performance.now()
  let last = await frame()
  let scrollFrameMs = 0
  while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
    if (performance.now() - scrollStart > 180000) throw new Error('Scrolling did not reach the end: ' + scroller.scrollTop + ' of ' + scroller.scrollHeight)
    scroller.scrollTop += step
    const now = await frame()
    scrollFrameMs = Math.max(scrollFrameMs, now - last)
    last = now
  }
  await new Promise((resolve) => setTimeout(resolve, 100))
  performance.mark('fw-done')
  const lastRow = root.querySelector('tr.fw-orders-row:last-of-type')
  if (Number(lastRow.getAttribute('aria-rowindex')) !== rows + 1) throw new Error('The last row never rendered')
  return {
    firstRowsMs: firstRowsAt - opened,
    allRowsMs: allRowsAt - opened,
    openTaskMs,
    sortFirstMs: sortFirstAt - clicked,
    sortAllMs: sortAllAt - clicked,
    sortTaskMs,
    scrollTaskMs: longestBetween(scrollStart, performance.now()),
    scrollFrameMs,
    rows,
    workers: window.__fwWorkers || 0,
  }
})()`
