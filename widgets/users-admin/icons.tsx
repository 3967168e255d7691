// User Management's glyphs, drawn like the kit's (16 px, currentColor) and decorative: each sits
// in a button that has its own accessible name.
import type { ReactNode } from 'react'

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="fw-icon">
      {children}
    </svg>
  )
}

export const EditIcon = () => (
  <Glyph>
    <path d="M10.5 2.5l3 3L6 13H3v-3z" />
    <path d="M9 4l3 3" />
  </Glyph>
)
export const TrashIcon = () => (
  <Glyph>
    <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4" />
    <path d="M6.5 6.5v4.5M9.5 6.5v4.5" />
  </Glyph>
)
export const PlusIcon = () => (
  <Glyph>
    <path d="M8 3v10M3 8h10" />
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
