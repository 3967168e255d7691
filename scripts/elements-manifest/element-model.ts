// What the generator learns about each fw-* element from the source, before it is written as the
// Custom Elements Manifest: the shapes the readers fill in and the writers read.
import type { AttributeType } from '../../src/elements/attributes'

export interface AttributeModel {
  /** The attribute's name (`location-id`). */
  name: string
  /** How its text is read (attributes.ts); the context attributes are plain strings. */
  kind: AttributeType
  /** The property it feeds (`locationId`). */
  fieldName: string
  /** The values it accepts, as TypeScript text (`string`, `'light' | 'dark' | 'system'`). */
  valueText: string
  description: string
  reflects: boolean
  /** One of the attributes every widget takes (context-attributes.ts). */
  context: boolean
}

export interface MemberModel {
  kind: 'field' | 'method'
  name: string
  /** The property's type, or the method's signature, as TypeScript text. */
  typeText: string
  description: string
  /** The attribute that feeds the field, if any. */
  attribute?: string
  parameters?: { name: string; typeText: string; optional: boolean }[]
  returnText?: string
}

export interface EventModel {
  name: string
  /** The detail's type as written in the event map (`{ href: string }`). */
  detailText: string
  description: string
}

export interface CssPropertyModel {
  name: string
  description: string
  default?: string
}

/** A `::part()` of the element's shadow root: a region a host page may style. */
export interface CssPartModel {
  name: string
  description: string
}

/** How the element's instance is typed (its HTMLElementTagNameMap entry), for the JSX `ref`. */
export interface InstanceTypeModel {
  text: string
  /** Type-only imports the text needs: module path from the repository root, without extension. */
  imports: { module: string; name: string }[]
}

export interface ElementModel {
  tagName: string
  /** The element file, from the repository root (`widgets/top-items/top-items.element.ts`). */
  modulePath: string
  /** The widget folder it belongs to. */
  folder: string
  summary: string
  attributes: AttributeModel[]
  members: MemberModel[]
  events: EventModel[]
  cssProperties: CssPropertyModel[]
  /** Its `@csspart` tags (the JSDoc of the statement calling defineWidget in its element file). */
  cssParts: CssPartModel[]
  instanceType: InstanceTypeModel
}
