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
