// A searchable select (the city filter: 'Filter by City', 'All cities', 'Search...', 'No results
// found.'). The trigger opens a popover holding a search field and a listbox. Focus stays in the
// field while the arrow keys move a highlight through the options (@floating-ui's virtual list
// navigation, exposed as aria-activedescendant), so typing and choosing never fight over focus.
import {
  FloatingFocusManager,
  FloatingNode,
  FloatingPortal,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react'
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useStyles } from '../../src/elements/use-styles'
import { filterComboboxEntries, type ComboboxEntry, type ComboboxOption } from './combobox-filter'
import { comboboxStyles } from './combobox-styles'
import { ComboboxTrigger } from './combobox-trigger'
import { InFloatingTree } from './floating-tree'
import { CheckIcon, SearchIcon } from './icons'
import { popoverPlacement, popoverStyles } from './popover'
import { usePortalRoot } from '../../src/elements/portal-root'

export { comboboxStyles }

export interface ComboboxProps {
  options: readonly ComboboxOption[]
  /** The chosen option's value; null for none (or "all"). */
  value: string | null
  onValueChange: (value: string | null) => void
  /** The accessible name of the trigger, the search field and the list ('Filter by City'). */
  label: string
  /** The trigger's text while nothing is chosen; the label unless told. */
  placeholder?: string
  searchPlaceholder?: string
  /** Shown when the search matches nothing. */
  emptyText?: string
  /** Adds a first entry that chooses null ('All cities'). */
  allOptionLabel?: string
  /** Adds a clear button beside the trigger while something is chosen; this is its name. */
  clearLabel?: string
  disabled?: boolean
  className?: string
  /** Open as it first appears (its stand-in was pressed while this code loaded). */
  defaultOpen?: boolean
}

export function Combobox(props: ComboboxProps) {
  return (
    <InFloatingTree>
      <ComboboxPopover {...props} />
    </InFloatingTree>
  )
}

function ComboboxPopover(props: ComboboxProps) {
  const { options, value, onValueChange, label, placeholder = label, searchPlaceholder = 'Search...' } = props
  const { emptyText = 'No results found.', allOptionLabel, clearLabel, disabled, className, defaultOpen = false } = props
  useStyles(popoverStyles, comboboxStyles)
  // Opening starts from a blank search with the current choice highlighted.
  const startIndex = () => {
    const index = filterComboboxEntries(options, '', allOptionLabel).findIndex((entry) => entry.value === value)
    return index === -1 ? 0 : index
  }
  const [open, setOpen] = useState(defaultOpen)
  const [query, setQuery] = useState('')
  const [activeIndex, setActiveIndex] = useState<number | null>(() => (defaultOpen ? startIndex() : null))
  const listRef = useRef<Array<HTMLElement | null>>([])
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  const nodeId = useFloatingNodeId()
  const portalRoot = usePortalRoot()

  const entries = useMemo(() => filterComboboxEntries(options, query, allOptionLabel), [options, query, allOptionLabel])
  const selected = options.find((option) => option.value === value)
  // Navigation must not reach rows a narrower search has removed.
  useLayoutEffect(() => {
    listRef.current.length = entries.length
  }, [entries.length])

  const openChange = (next: boolean) => {
    if (next) {
      setQuery('')
      setActiveIndex(startIndex())
    }
    setOpen(next)
  }
  const { refs, floatingStyles, context } = useFloating({ nodeId, open, onOpenChange: openChange, ...popoverPlacement('bottom-start', true) })
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context, { enabled: !disabled }),
    useRole(context, { role: 'dialog' }),
    useDismiss(context),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, virtual: true, loop: true }),
  ])
  // The field, not the popover, carries aria-activedescendant: it is what has focus.
  const { 'aria-activedescendant': _onPopover, ...floatingProps } = getFloatingProps()

  const choose = (entry: ComboboxEntry) => {
    onValueChange(entry.value)
    setOpen(false)
  }
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Home and End move the caret in the field rather than the highlight.
    if (event.key === 'Home' || event.key === 'End') event.stopPropagation()
    if (event.key === 'Enter') {
      event.preventDefault()
      const entry = activeIndex === null ? undefined : entries[activeIndex]
      if (entry) choose(entry)
    }
  }
  const optionId = (index: number) => `${listId}-option-${index}`

  return (
    <FloatingNode id={nodeId}>
      <ComboboxTrigger
        label={label}
        chosenLabel={selected?.label ?? null}
        placeholder={placeholder}
        hasValue={value !== null}
        clearLabel={clearLabel}
        onClear={() => onValueChange(null)}
        disabled={disabled}
        className={className}
        buttonProps={{ ref: refs.setReference, ...getReferenceProps() }}
      />
      {open ? (
        <FloatingPortal root={portalRoot}>
          <FloatingFocusManager context={context} modal={false} initialFocus={inputRef}>
            <div ref={refs.setFloating} className="fw-popover fw-combobox-popover" style={floatingStyles} aria-label={label} {...floatingProps}>
              <div className="fw-combobox-search">
                <SearchIcon />
                <input
                  ref={inputRef}
                  className="fw-combobox-input"
                  role="combobox"
                  aria-label={label}
                  aria-expanded="true"
                  aria-controls={listId}
                  aria-autocomplete="list"
                  aria-activedescendant={activeIndex !== null && entries[activeIndex] ? optionId(activeIndex) : undefined}
                  placeholder={searchPlaceholder}
                  autoComplete="off"
                  spellCheck={false}
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value)
                    setActiveIndex(0)
                  }}
                  onKeyDown={onSearchKeyDown}
                />
              </div>
              <div id={listId} role="listbox" aria-label={label} className="fw-combobox-list">
                {entries.map((entry, index) => (
                  <div
                    key={entry.value ?? ''}
                    ref={(node) => {
                      listRef.current[index] = node
                    }}
                    id={optionId(index)}
                    role="option"
                    aria-selected={entry.value === value}
                    className="fw-combobox-option"
                    data-active={index === activeIndex || undefined}
                    {...getItemProps({ onClick: () => choose(entry) })}
                  >
                    <span className="fw-combobox-check">{entry.value === value ? <CheckIcon /> : null}</span>
                    {entry.label}
                  </div>
                ))}
              </div>
              {entries.length === 0 ? (
                <p className="fw-combobox-empty" role="status">
                  {emptyText}
                </p>
              ) : null}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </FloatingNode>
  )
}
