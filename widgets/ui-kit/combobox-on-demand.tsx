// The Combobox for a place that shows it only on request (the location filters' panel): its
// trigger is drawn at once and the popover's code, which brings @floating-ui, is fetched as the
// stand-in appears, so a page that never opens the panel never downloads it. Pressed before the
// code is here, the stand-in opens the combobox as soon as it arrives (./on-demand.ts).
import { Suspense, useEffect } from 'react'
import type { ComboboxProps } from './combobox'
import { ComboboxTrigger } from './combobox-trigger'
import { onDemand, useOnDemand } from './on-demand'

const combobox = onDemand(() => import('./combobox').then((module) => module.Combobox))

export function ComboboxOnDemand(props: ComboboxProps) {
  const { showPart, pressed, standIn } = useOnDemand(combobox)
  useEffect(combobox.preload, [])
  const { options, value, onValueChange, label, placeholder = label, clearLabel, disabled, className } = props
  const trigger = (
    <ComboboxTrigger
      label={label}
      chosenLabel={options.find((option) => option.value === value)?.label ?? null}
      placeholder={placeholder}
      hasValue={value !== null}
      clearLabel={clearLabel}
      onClear={() => onValueChange(null)}
      disabled={disabled}
      className={className}
      buttonProps={{ 'aria-haspopup': 'dialog', 'aria-expanded': false, ...standIn }}
    />
  )
  return <Suspense fallback={trigger}>{showPart ? <combobox.Part {...props} defaultOpen={pressed} /> : trigger}</Suspense>
}
