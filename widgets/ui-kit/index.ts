// The ui-kit: the shared UI parts every screen uses (docs/shell-and-widgets.md#shared-parts-the-kits), on @floating-ui's interactions.
// Each part brings its own style sheet where it renders (useStyles) and portals its popovers into
// the widget's shadow root, or document.body in the shell's own chrome. Widgets import from here.
export { Button, ButtonLink, IconButton, type ButtonLinkProps, type ButtonProps, type ButtonSize, type ButtonVariant, type IconButtonProps } from './button'
export { Card, type CardProps } from './card'
export { Badge, type BadgeProps, type BadgeVariant } from './badge'
export { Dialog, DIALOG_DEFAULT_MAX_WIDTH, type DialogProps } from './dialog'
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'
export { Menu, type MenuProps } from './menu'
export {
  MenuCheckboxItem,
  MenuItem,
  MenuLabel,
  MenuLinkItem,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  type MenuCheckboxItemProps,
  type MenuItemProps,
  type MenuLinkItemProps,
  type MenuRadioItemProps,
} from './menu-items'
export { Combobox, type ComboboxProps } from './combobox'
export { ComboboxOnDemand } from './combobox-on-demand'
export { MenuOnDemand, type TriggerLook } from './menu-on-demand'
export { onDemand, type OnDemandPart } from './on-demand'
export { ScrollBox, type ScrollBoxProps } from './scroll-box'
export { filterComboboxEntries, type ComboboxEntry, type ComboboxOption } from './combobox-filter'
export { Switch, type SwitchProps } from './switch'
export { Field, TextField, type FieldControlProps, type FieldProps, type TextFieldProps } from './field'
export { PasswordField, type PasswordFieldProps } from './password-field'
export { Checkbox, type CheckboxProps } from './checkbox'
export { TabPanel, Tabs, type TabItem, type TabPanelProps, type TabsProps } from './tabs'
export {
  SortableHeader,
  TableCell,
  TableEmptyRow,
  TableHeader,
  TableRow,
  TableShell,
  TableSpacerRow,
  type CellAlign,
  type SortDirection,
  type SortableHeaderProps,
  type TableCellProps,
  type TableHeaderProps,
  type TableRowProps,
  type TableShellProps,
} from './table-shell'
export { DateYearPicker, type DateYearPickerProps } from './date-year-picker'
export {
  NO_YEARS_TEXT,
  SELECT_A_YEAR_TEXT,
  dayRangeText,
  selectionSummary,
  yearsText,
  type DateYearSelection,
  type YearMode,
} from './date-year-selection'
export { CalendarIcon, CheckIcon, ChevronDownIcon, CloseIcon, EyeIcon, EyeOffIcon, SearchIcon } from './icons'
export {
  NARROW_TABLE_MAX_PX,
  RowDetailsHeader,
  RowDetailsRow,
  RowDetailsToggle,
  rowDetailsId,
  useNarrowBox,
  useOpenRows,
  type RowDetail,
  type RowDetailsRowProps,
  type RowDetailsToggleProps,
} from './row-details'
