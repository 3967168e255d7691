// Tabs in two forms. Button tabs switch panels in place (TabPanel). Link tabs are real <a href>
// links, because the shell routes each tab as a URL (middle-click and copy-link work); the
// current one is aria-selected and aria-current="page". Either way the row is one tab stop and
// the arrow keys, Home and End move between tabs (@floating-ui's Composite, a roving tabindex).
// Button tabs follow the focus (automatic activation) unless told `manual`; link tabs only move
// focus, since following a link on every arrow key would navigate away.
import { Composite, CompositeItem } from '@floating-ui/react'
import { createContext, useContext, useId, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { classNames } from './class-names'
import { focusEdgeOnHomeEnd } from './composite-edges'
import tabsCss from './tabs.css?inline'

export const tabsStyles = defineStyles(tabsCss, 'kit')

export interface TabItem {
  value: string
  label: ReactNode
  /** Makes the tab a link to this URL. */
  href?: string
  disabled?: boolean
}

export interface TabsProps {
  /** The tab row's accessible name ("Location views"). */
  label: string
  tabs: readonly TabItem[]
  /** The selected tab's value (for link tabs: the route's current tab). */
  value: string
  /** Told when a button tab is chosen. */
  onValueChange?: (value: string) => void
  /** Told of a click on a link tab first; a widget cancels it here and emits fw-navigate. */
  onLinkClick?: (tab: TabItem, event: MouseEvent<HTMLAnchorElement>) => void
  /** Whether button tabs follow the focus (`automatic`) or wait for Enter/Space. */
  activation?: 'automatic' | 'manual'
  /** The TabPanel elements. */
  children?: ReactNode
  className?: string
}

interface TabsContextValue {
  value: string
  tabId: (value: string) => string
  panelId: (value: string) => string
}

const TabsContext = createContext<TabsContextValue | null>(null)

export function Tabs({ label, tabs, value, onValueChange, onLinkClick, activation = 'automatic', children, className }: TabsProps) {
  useStyles(tabsStyles)
  const baseId = useId()
  // The roving tab stop: the tab that last had focus, else the selected one.
  const [focusIndex, setFocusIndex] = useState<number | null>(null)
  const selectedIndex = Math.max(0, tabs.findIndex((tab) => tab.value === value))
  const context: TabsContextValue = {
    value,
    tabId: (tabValue) => `${baseId}-tab-${idSafe(tabValue)}`,
    panelId: (tabValue) => `${baseId}-panel-${idSafe(tabValue)}`,
  }

  const navigate = (index: number) => {
    setFocusIndex(index)
    const tab = tabs[index]
    if (activation === 'automatic' && tab && tab.href === undefined && !tab.disabled && tab.value !== value) onValueChange?.(tab.value)
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusIndex(null)
  }

  return (
    <TabsContext.Provider value={context}>
      <div className={classNames('fw-tabs', className)}>
        <Composite
          role="tablist"
          aria-label={label}
          orientation="horizontal"
          className="fw-tabs-list"
          activeIndex={focusIndex ?? selectedIndex}
          onNavigate={navigate}
          onKeyDown={(event: KeyboardEvent<HTMLElement>) => focusEdgeOnHomeEnd(event, '[role="tab"]')}
          onBlur={onBlur}
          render={<div />}
        >
          {tabs.map((tab) => {
            const selected = tab.value === value
            const common = {
              id: context.tabId(tab.value),
              role: 'tab',
              className: 'fw-tab',
              'aria-selected': selected,
            }
            return tab.href !== undefined ? (
              <CompositeItem
                key={tab.value}
                render={
                  <a
                    {...common}
                    href={tab.disabled ? undefined : tab.href}
                    aria-current={selected ? 'page' : undefined}
                    aria-disabled={tab.disabled || undefined}
                    onClick={(event) => onLinkClick?.(tab, event)}
                  />
                }
              >
                {tab.label}
              </CompositeItem>
            ) : (
              <CompositeItem
                key={tab.value}
                render={
                  <button
                    {...common}
                    type="button"
                    aria-controls={context.panelId(tab.value)}
                    disabled={tab.disabled}
                    onClick={() => {
                      if (!selected) onValueChange?.(tab.value)
                    }}
                  />
                }
              >
                {tab.label}
              </CompositeItem>
            )
          })}
        </Composite>
        {children}
      </div>
    </TabsContext.Provider>
  )
}

export interface TabPanelProps {
  /** The tab this panel belongs to. */
  value: string
  children: ReactNode
  className?: string
}

/** The content of one button tab; rendered only while its tab is selected. */
export function TabPanel({ value, children, className }: TabPanelProps) {
  const tabs = useContext(TabsContext)
  if (!tabs) throw new Error('TabPanel must be rendered inside <Tabs>')
  if (tabs.value !== value) return null
  return (
    <div id={tabs.panelId(value)} role="tabpanel" aria-labelledby={tabs.tabId(value)} tabIndex={0} className={classNames('fw-tab-panel', className)}>
      {children}
    </div>
  )
}

/** Tab values become part of element ids, which may not hold whitespace. */
function idSafe(value: string): string {
  return value.replace(/\s+/g, '-')
}
