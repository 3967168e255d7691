// The Custom Elements Manifest (schema 2.1.0, https://github.com/webcomponents/custom-elements-manifest)
// of the package: one module per tag, the shipped file that registers it (dist/elements/<tag>.js,
// which a tool reading the manifest from node_modules finds beside it), declaring its element with
// tag, attributes, members, events, CSS custom properties and CSS parts. Only the parts of the
// schema we write are typed here.
import type { AttributeType } from '../../src/elements/attributes'
import { elementModule, elementSpecifier } from '../package-layout'
import type { ElementModel } from './element-model'

export const SCHEMA_VERSION = '2.1.0'

export interface CemType {
  text: string
}

export interface CemAttribute {
  name: string
  type: CemType
  description: string
  fieldName: string
}

export interface CemField {
  kind: 'field'
  name: string
  type: CemType
  description: string
  attribute?: string
  reflects?: boolean
}

export interface CemMethod {
  kind: 'method'
  name: string
  description: string
  parameters: { name: string; type: CemType; optional?: boolean }[]
  return: { type: CemType }
}

export interface CemEvent {
  name: string
  type: CemType
  description: string
}

export interface CemCssProperty {
  name: string
  description: string
  default?: string
}

export interface CemCssPart {
  name: string
  description: string
}

export interface CemCustomElement {
  kind: 'class'
  name: string
  tagName: string
  customElement: true
  summary: string
  description: string
  superclass: { name: 'HTMLElement'; package: 'global:' }
  attributes: CemAttribute[]
  members: (CemField | CemMethod)[]
  events: CemEvent[]
  cssProperties: CemCssProperty[]
  cssParts: CemCssPart[]
}

export interface CemModule {
  kind: 'javascript-module'
  /** The shipped module, from the package's root. */
  path: string
  /** How a consumer imports it. */
  summary: string
  declarations: CemCustomElement[]
  exports: { kind: 'custom-element-definition'; name: string; declaration: { name: string; module: string } }[]
}

export interface CustomElementsManifest {
  schemaVersion: typeof SCHEMA_VERSION
  readme: string
  modules: CemModule[]
}

/**
 * An attribute's type as its text is read: a list is written comma-separated (`string[]`); the
 * context attributes and plain strings say which strings they take.
 */
export function attributeTypeText(kind: AttributeType, valueText: string): string {
  switch (kind) {
    case 'string':
      return valueText.includes("'") ? valueText : 'string'
    case 'number':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'list':
      return 'string[]'
    case 'json':
      return valueText
  }
}

/** `fw-location-stats` → `FwLocationStatsElement`, the name the manifest gives the element's class. */
export function className(tagName: string): string {
  return `${tagName.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Element`
}

function customElement(element: ElementModel): CemCustomElement {
  return {
    kind: 'class',
    name: className(element.tagName),
    tagName: element.tagName,
    customElement: true,
    summary: element.summary,
    description: element.summary,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes: element.attributes.map((attribute) => ({
      name: attribute.name,
      type: { text: attributeTypeText(attribute.kind, attribute.valueText) },
      description: attribute.description,
      fieldName: attribute.fieldName,
    })),
    members: element.members.map((member) => {
      if (member.kind === 'method') {
        return {
          kind: 'method',
          name: member.name,
          description: member.description,
          parameters: (member.parameters ?? []).map((parameter) => ({ name: parameter.name, type: { text: parameter.typeText }, ...(parameter.optional ? { optional: true } : {}) })),
          return: { type: { text: member.returnText ?? 'void' } },
        }
      }
      const reflects = element.attributes.find((attribute) => attribute.name === member.attribute)?.reflects
      return {
        kind: 'field',
        name: member.name,
        type: { text: member.typeText },
        description: member.description,
        ...(member.attribute ? { attribute: member.attribute } : {}),
        ...(reflects ? { reflects: true } : {}),
      }
    }),
    events: element.events.map((event) => ({ name: event.name, type: { text: `CustomEvent<${event.detailText}>` }, description: event.description })),
    cssProperties: element.cssProperties.map((property) => ({ name: property.name, description: property.description, ...(property.default ? { default: property.default } : {}) })),
    cssParts: element.cssParts.map((part) => ({ name: part.name, description: part.description })),
  }
}

export function buildManifest(elements: readonly ElementModel[]): CustomElementsManifest {
  return {
    schemaVersion: SCHEMA_VERSION,
    readme: 'README.md',
    modules: elements.map((element) => {
      const path = elementModule(element.tagName)
      return {
        kind: 'javascript-module',
        path,
        summary: `import '${elementSpecifier(element.tagName)}'`,
        declarations: [customElement(element)],
        exports: [{ kind: 'custom-element-definition', name: element.tagName, declaration: { name: className(element.tagName), module: path } }],
      }
    }),
  }
}

/** The manifest's file text: two-space JSON with a final newline. */
export function manifestText(manifest: CustomElementsManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`
}
