// One element file read with the compiler API: its defineWidget(tag, Component, { attributes,
// properties, events }) call and the `@csspart name - description` tags of its JSDoc, the
// component's props (their one-line docs and types), and the instance type its
// HTMLElementTagNameMap entry declares.
import ts from 'typescript'
import { attributeToProp, type AttributeType } from '../../src/elements/attributes'
import { isWidgetPart, WIDGET_PARTS } from '../../src/elements/parts'
import type { AttributeModel, CssPartModel, ElementModel, EventModel, MemberModel } from './element-model'
import { readInstanceType } from './read-instance-type'
import { callsOf, docOf, fileHeader, oneLine, resolvedSymbol, stringLiteralOf, stringLiteralsOf, typeText, type SourceProgram } from './source-program'

export interface SharedParts {
  contextAttributes: AttributeModel[]
  eventMap: Map<string, EventModel>
  rootEvents: string[]
}

/** The definition's property `name` (an object literal's), if written. */
function definitionProperty(definition: ts.Expression | undefined, name: string): ts.Expression | undefined {
  if (!definition) return undefined
  if (!ts.isObjectLiteralExpression(definition)) throw new Error(`defineWidget's definition must be an object literal, not ${definition.getText()}`)
  for (const property of definition.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name) return property.initializer
  }
  return undefined
}

/** The elements of an array literal, or of an array the expression names, each with its type. */
function arrayItemTypes(expression: ts.Expression, checker: ts.TypeChecker): ts.Type[] {
  if (ts.isArrayLiteralExpression(expression)) return expression.elements.map((element) => checker.getTypeAtLocation(element))
  const type = checker.getTypeAtLocation(expression)
  const item = checker.getIndexTypeOfType(type, ts.IndexKind.Number)
  if (!item) throw new Error(`${expression.getText()} is not an array`)
  return item.isUnion() ? item.types : [item]
}

/**
 * The element's summary: the opening sentences of its component's file header ("fw-top-items as a
 * React component: a location's top items …"), without the tag and the references to the
 * customer's spec; the component's own JSDoc where the file holds several elements.
 */
function componentSummary(component: ts.Symbol, checker: ts.TypeChecker): string {
  const declaration = component.declarations?.[0]
  const header = declaration ? fileHeader(declaration.getSourceFile()) : ''
  const ownDoc = docOf(component, checker)
  if (!header || /^fw-[a-z-]+ and fw-/.test(header)) {
    if (!ownDoc) throw new Error(`Give ${component.name} a JSDoc: its file describes several elements`)
    return ownDoc
  }
  // A reference in parentheses (to the design documents, docs/…) is for the code's reader, not the element's.
  const text = header.replace(/^fw-[a-z-]+( as a React component)?:\s*/, '').replace(/\s*\((?:SPEC |docs\/)[^)]*\)/g, '')
  const sentences = text.match(/.*?[.!?](?=\s+[A-Z]|$)/g) ?? [text]
  let summary = sentences[0]!.trim()
  for (const sentence of sentences.slice(1)) {
    if (summary.length + sentence.length > SUMMARY_LENGTH) break
    summary += sentence
  }
  return summary.charAt(0).toUpperCase() + summary.slice(1)
}
const SUMMARY_LENGTH = 200

function readAttributes(expression: ts.Expression | undefined, checker: ts.TypeChecker): { name: string; kind: AttributeType; fieldName: string; reflects: boolean }[] {
  if (!expression) return []
  const table = checker.getTypeAtLocation(expression)
  return table.getProperties().map((property) => {
    const entry = checker.getTypeOfSymbolAtLocation(property, expression)
    if (entry.isStringLiteral()) return { name: property.name, kind: entry.value as AttributeType, fieldName: attributeToProp(property.name), reflects: false }
    const field = (key: string) => {
      const symbol = entry.getProperty(key)
      return symbol ? checker.getTypeOfSymbolAtLocation(symbol, expression) : undefined
    }
    const prop = field('prop')
    const kind = field('type')
    if (!prop || !kind) throw new Error(`The attribute ${property.name} must be a type or {prop, type}`)
    const reflect = field('reflect')
    return {
      name: property.name,
      kind: stringLiteralOf(kind, `${property.name}'s type`) as AttributeType,
      fieldName: stringLiteralOf(prop, `${property.name}'s prop`),
      reflects: reflect !== undefined && checker.typeToString(reflect) === 'true',
    }
  })
}

function readEventNames(expression: ts.Expression | undefined, checker: ts.TypeChecker): string[] {
  if (!expression) return []
  return arrayItemTypes(expression, checker).map((item) => {
    if (item.isStringLiteral()) return item.value
    const event = item.getProperty('event')
    if (!event) throw new Error(`An event entry must be a name or {prop, event}: ${checker.typeToString(item)}`)
    return stringLiteralOf(checker.getTypeOfSymbolAtLocation(event, expression), 'an event entry\'s event')
  })
}

/** A member of the props or the instance type, as a field or a method with its signature. */
function memberOf(symbol: ts.Symbol, at: ts.Node, checker: ts.TypeChecker, description: string, attribute?: string): MemberModel {
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, at))
  const signature = symbol.flags & ts.SymbolFlags.Method ? type.getCallSignatures()[0] : undefined
  if (!signature) return { kind: 'field', name: symbol.name, typeText: typeText(type, checker, at), description, ...(attribute ? { attribute } : {}) }
  return {
    kind: 'method',
    name: symbol.name,
    typeText: typeText(type, checker, at),
    description,
    parameters: signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration
      const optional = declaration !== undefined && ts.isParameter(declaration) && (declaration.questionToken !== undefined || declaration.initializer !== undefined)
      const parameterType = checker.getTypeOfSymbolAtLocation(parameter, at)
      return { name: parameter.name, typeText: typeText(optional ? checker.getNonNullableType(parameterType) : parameterType, checker, at), optional }
    }),
    returnText: typeText(signature.getReturnType(), checker, at),
  }
}

export function readElement(program: SourceProgram, modulePath: string, folder: string, tagName: string, shared: SharedParts): ElementModel {
  const { checker } = program
  const source = program.file(modulePath)
  const calls = callsOf(source, 'defineWidget')
  if (calls.length !== 1) throw new Error(`${modulePath} must call defineWidget once`)
  const [tagArgument, componentArgument, definition] = calls[0]!.arguments
  if (!tagArgument || !componentArgument) throw new Error(`${modulePath}: defineWidget(tag, Component, definition)`)
  const tag = stringLiteralOf(checker.getTypeAtLocation(tagArgument), `${modulePath}'s tag`)
  if (tag !== tagName) throw new Error(`${modulePath} defines ${tag}, the widget list says ${tagName}`)

  const componentSymbol = checker.getSymbolAtLocation(componentArgument)
  if (!componentSymbol) throw new Error(`${modulePath}: the component must be a name`)
  const component = resolvedSymbol(componentSymbol, checker)
  const [firstParameter] = checker.getTypeAtLocation(componentArgument).getCallSignatures()[0]?.getParameters() ?? []
  const props = firstParameter ? checker.getTypeOfSymbolAtLocation(firstParameter, componentArgument) : undefined
  const propDoc = (name: string) => docOf(props?.getProperty(name), checker)

  const missing: string[] = []
  const ownAttributes: AttributeModel[] = readAttributes(definitionProperty(definition, 'attributes'), checker).map((attribute) => {
    const prop = props?.getProperty(attribute.fieldName)
    if (!prop) throw new Error(`${tag}: the attribute ${attribute.name} feeds ${attribute.fieldName}, which the component's props lack`)
    const description = propDoc(attribute.fieldName)
    if (!description) missing.push(attribute.fieldName)
    const propType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, componentArgument))
    return { ...attribute, valueText: typeText(propType, checker, componentArgument), description, context: false }
  })
  const attributes = [...ownAttributes, ...shared.contextAttributes]
  const attributeByField = new Map(attributes.map((attribute) => [attribute.fieldName, attribute]))

  // Members: every attribute's property, the JS-only `properties`, and what the instance type adds
  // beyond the component's props and HTMLElement (fw-fireworks' trigger()).
  const instance = readInstanceType(program, source, tag)
  const members: MemberModel[] = []
  const jsOnly = new Set(stringLiteralsOfArray(definitionProperty(definition, 'properties'), checker))
  const htmlElement = checker.getDeclaredTypeOfSymbol(checker.resolveName('HTMLElement', undefined, ts.SymbolFlags.Type, false)!)
  for (const symbol of instance.type.getProperties()) {
    const name = symbol.name
    const attribute = attributeByField.get(name)
    const isExtra = !props?.getProperty(name) && !attribute && !htmlElement.getProperty(name)
    if (!attribute && !jsOnly.has(name) && !isExtra) continue
    const description = attribute?.description || propDoc(name) || docOf(symbol, checker)
    if (!description) missing.push(name)
    const member = memberOf(symbol, instance.at, checker, description, attribute?.name)
    // A context attribute's property takes what the attribute takes ('light' | 'dark' | 'system').
    members.push(attribute?.context ? { ...member, typeText: attribute.valueText } : member)
  }
  const order = (member: MemberModel) => (member.attribute ? attributes.findIndex((attribute) => attribute.name === member.attribute) : attributes.length)
  members.sort((a, b) => order(a) - order(b))
  if (missing.length > 0) throw new Error(`${tag}: document ${missing.join(', ')} (a one-line JSDoc on the prop)`)

  const eventNames = [...new Set([...readEventNames(definitionProperty(definition, 'events'), checker), ...shared.rootEvents])]
  const events = eventNames.map((name) => {
    const event = shared.eventMap.get(name)
    if (!event) throw new Error(`${tag} emits ${name}, which the event map lacks`)
    return event
  })

  return {
    tagName: tag,
    modulePath,
    folder,
    summary: oneLine(componentSummary(component, checker)),
    attributes,
    members,
    events,
    cssProperties: [],
    cssParts: readCssParts(calls[0]!, tag),
    instanceType: instance.model,
  }
}

/**
 * The parts a host page may style (`fw-top-items::part(header)`), from the JSDoc of the statement
 * that calls defineWidget: `@csspart header - The card's heading row.`
 */
export function readCssParts(call: ts.CallExpression, tag: string): CssPartModel[] {
  // `defineWidget(…)` alone, or `const Element = defineWidget(…)`: the JSDoc sits on the statement.
  let statement: ts.Node = call
  while (!ts.isExpressionStatement(statement) && !ts.isVariableStatement(statement) && !ts.isSourceFile(statement.parent)) statement = statement.parent
  const tags = ts.isExpressionStatement(statement) || ts.isVariableStatement(statement) ? ts.getJSDocTags(statement).filter((jsDocTag) => jsDocTag.tagName.text === 'csspart') : []
  const parts = tags.map((jsDocTag) => {
    const text = oneLine(ts.getTextOfJSDocComment(jsDocTag.comment) ?? '')
    const match = /^([a-z][a-z0-9-]*)\s+-\s+(\S.*)$/.exec(text)
    if (!match) throw new Error(`${tag}: write a part as \`@csspart name - what it is\`, not "@csspart ${text}"`)
    if (!isWidgetPart(match[1]!)) throw new Error(`${tag}: the part ${match[1]} is none of the widgets' parts (${Object.keys(WIDGET_PARTS).join(', ')}; src/elements/parts.ts)`)
    return { name: match[1]!, description: match[2]! }
  })
  const names = parts.map((part) => part.name)
  const repeated = names.filter((name, index) => names.indexOf(name) !== index)
  if (repeated.length > 0) throw new Error(`${tag} documents the part ${repeated.join(', ')} twice`)
  return parts
}

function stringLiteralsOfArray(expression: ts.Expression | undefined, checker: ts.TypeChecker): string[] {
  if (!expression) return []
  return arrayItemTypes(expression, checker).flatMap((item) => stringLiteralsOf(item))
}
