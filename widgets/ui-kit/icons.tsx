// The few glyphs the kit draws. Decorative: each sits beside text or inside a control that has its
// own accessible name, so every icon is aria-hidden and drawn in currentColor.
import type { SVGProps } from 'react'

function Glyph({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="fw-icon"
      {...props}
    >
      {children}
    </svg>
  )
}

export const ChevronDownIcon = () => (
  <Glyph>
    <path d="M4 6l4 4 4-4" />
  </Glyph>
)
export const CheckIcon = () => (
  <Glyph>
    <path d="M3.5 8.5l3 3 6-7" />
  </Glyph>
)
export const CloseIcon = () => (
  <Glyph>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Glyph>
)
export const SearchIcon = () => (
  <Glyph>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14" />
  </Glyph>
)
export const CalendarIcon = () => (
  <Glyph>
    <rect x="2.5" y="3.5" width="11" height="10" rx="1.5" />
    <path d="M2.5 6.5h11M5.5 2v3M10.5 2v3" />
  </Glyph>
)
/** The sort arrow of a table header: up for ascending, down for descending, both when unsorted. */
export const SortIcon = ({ direction }: { direction: 'asc' | 'desc' | false }) => (
  <Glyph className="fw-icon fw-sort-icon" data-direction={direction || 'none'}>
    {direction !== 'desc' ? <path d="M5 6.5L8 3.5l3 3" /> : null}
    {direction !== 'asc' ? <path d="M5 9.5l3 3 3-3" /> : null}
  </Glyph>
)
