// @vitest-environment jsdom
// Each part brings its own sheet into the root it renders in. Vitest loads `?inline` CSS as empty
// text, which adoptStyles skips, so the test records what is handed to adoptStyles instead.
import { act } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type * as StyleSheets from '../../src/elements/style-sheets'
import type { StyleModule, StyleRoot } from '../../src/elements/style-sheets'
import { buttonStyles } from './button'
import { comboboxStyles } from './combobox'
import { dialogStyles } from './dialog'
import { Button, Combobox, Dialog } from './index'
import { popoverStyles } from './popover'
import { renderInShadowWidget } from './testing/shadow-widget'

const adopted = vi.hoisted(() => [] as Array<{ root: StyleRoot; modules: readonly StyleModule[] }>)
vi.mock('../../src/elements/style-sheets', async (importOriginal) => {
  const original = await importOriginal<typeof StyleSheets>()
  return {
    ...original,
    adoptStyles: (root: StyleRoot, modules: readonly StyleModule[]) => {
      adopted.push({ root, modules })
      original.adoptStyles(root, modules)
    },
  }
})

function LocationForm() {
  const [city, setCity] = useState<string | null>(null)
  return (
    <Dialog open onOpenChange={() => {}} title="Edit Location" footer={<Button>Save</Button>}>
      <Combobox options={[]} value={city} onValueChange={setCity} label="City" />
    </Dialog>
  )
}

describe('ui-kit style sheets', () => {
  it('go into the shadow root the parts render in, never the document', () => {
    const widget = renderInShadowWidget(<LocationForm />)
    act(() => {})
    const intoShadow = adopted.filter((call) => call.root === widget.shadow).flatMap((call) => call.modules)
    expect(intoShadow).toEqual(expect.arrayContaining([dialogStyles, buttonStyles, popoverStyles, comboboxStyles]))
    expect(intoShadow.every((module) => module.layer === 'kit')).toBe(true)
    expect(adopted.filter((call) => call.root === document)).toEqual([])
    widget.remove()
  })
})
