// The hook a component calls to bring its styles: they join the root the component renders in
// (the widget's shadow root, or the document outside any element) before the browser paints.
import { useInsertionEffect } from 'react'
import { adoptStyles, type StyleModule } from './style-sheets'
import { useWidget } from './widget-context'

/** Adopts the modules' sheets into this component's root (once per root). */
export function useStyles(...modules: StyleModule[]): void {
  const { shadowRoot } = useWidget()
  useInsertionEffect(() => {
    const root = shadowRoot ?? (typeof document === 'undefined' ? null : document)
    if (root) adoptStyles(root, modules)
    // The modules are module-level constants: their identity never changes for a call site.
  }, [shadowRoot])
}
