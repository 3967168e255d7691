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
export const EyeIcon = () => (
  <Glyph>
    <path d="M1.5 8s2.5-4.5 6.5-4.5S14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z" />
    <circle cx="8" cy="8" r="2" />
  </Glyph>
)
export const EyeOffIcon = () => (
  <Glyph>
    <path d="M2 2l12 12" />
    <path d="M6.6 3.7A6.6 6.6 0 0 1 8 3.5c4 0 6.5 4.5 6.5 4.5a11 11 0 0 1-1.9 2.4M10.1 12.1A6 6 0 0 1 8 12.5C4 12.5 1.5 8 1.5 8a11.5 11.5 0 0 1 2.6-3.1" />
    <path d="M6.6 6.6a2 2 0 0 0 2.8 2.8" />
  </Glyph>
)
/** The sort arrow of a table header: up for ascending, down for descending, both when unsorted. */
export const SortIcon = ({ direction }: { direction: 'asc' | 'desc' | false }) => (
  <Glyph className="fw-icon fw-sort-icon" data-direction={direction || 'none'}>
    {direction !== 'desc' ? <path d="M5 6.5L8 3.5l3 3" /> : null}
    {direction !== 'asc' ? <path d="M5 9.5l3 3 3-3" /> : null}
  </Glyph>
)
