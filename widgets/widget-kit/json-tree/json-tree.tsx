// A collapsible JSON tree (react-json-view-lite) drawn with the product's own classes
// (./json-tree.css), so it follows the theme: the cache debugger's values and the invoice's raw order.
import { JsonView, type Props as JsonViewProps } from 'react-json-view-lite'
import { defineStyles } from '../../../src/elements/style-sheets'
import { useStyles } from '../../../src/elements/use-styles'
import jsonTreeCss from './json-tree.css?inline'

const jsonTreeStyles = defineStyles(jsonTreeCss, 'kit')

const JSON_TREE_CLASSES: NonNullable<JsonViewProps['style']> = {
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

export interface JsonTreeProps {
  data: JsonViewProps['data']
  /** How many levels show open at first: 1 opens only the top level. */
  openLevels: number
}

export function JsonTree({ data, openLevels }: JsonTreeProps) {
  useStyles(jsonTreeStyles)
  return <JsonView data={data} style={JSON_TREE_CLASSES} shouldExpandNode={(level) => level < openLevels} />
}
