// react-json-view-lite's class names, pointed at our own rules (kv-cache.css) so the tree reads in
// the widget's theme tokens, light and dark, instead of the library's fixed colours.
import type { Props } from 'react-json-view-lite'

export const JSON_TREE_STYLE: NonNullable<Props['style']> = {
  container: 'fw-json',
  basicChildStyle: 'fw-json-child',
  label: 'fw-json-label',
  clickableLabel: 'fw-json-label fw-json-clickable',
  nullValue: 'fw-json-null',
  undefinedValue: 'fw-json-null',
  numberValue: 'fw-json-number',
  stringValue: 'fw-json-string',
  booleanValue: 'fw-json-boolean',
  otherValue: 'fw-json-other',
  punctuation: 'fw-json-punctuation',
  expandIcon: 'fw-json-toggle fw-json-expand',
  collapseIcon: 'fw-json-toggle fw-json-collapse',
  collapsedContent: 'fw-json-collapsed',
  childFieldsContainer: 'fw-json-children',
  noQuotesForStringValues: false,
  quotesForFieldNames: true,
  ariaLables: { collapseJson: 'Collapse', expandJson: 'Expand' },
  stringifyStringValues: false,
}
