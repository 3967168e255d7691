// What every element shares, read from the source: the fw-* event map (src/elements/events.ts), the
// events the root of every widget emits (widget-root.tsx), and the context attributes
// (context-attributes.ts).
import ts from 'typescript'
import type { AttributeType } from '../../src/elements/attributes'
import type { AttributeModel, EventModel } from './element-model'
import { callsOf, docOf, oneLine, stringLiteralOf, typeText, type SourceProgram } from './source-program'

export const EVENTS_FILE = 'src/elements/events.ts'
export const WIDGET_ROOT_FILE = 'src/elements/widget-root.tsx'
export const CONTEXT_ATTRIBUTES_FILE = 'src/elements/context-attributes.ts'

function interfaceNamed(file: ts.SourceFile, name: string): ts.InterfaceDeclaration {
  const found = file.statements.find((statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === name)
  if (!found) throw new Error(`${file.fileName} declares no interface ${name}`)
  return found
}

function memberName(member: ts.TypeElement): string {
  const name = member.name
  if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) return name.text
  throw new Error(`Unexpected member name ${name?.getText()}`)
}

/** Every fw-* event by name, with its detail type and documentation, in the map's order. */
export function readEventMap({ file, checker }: SourceProgram): Map<string, EventModel> {
  const details = interfaceNamed(file(EVENTS_FILE), 'FwEventDetails')
  const events = new Map<string, EventModel>()
  for (const member of details.members) {
    if (!ts.isPropertySignature(member) || !member.type) throw new Error('FwEventDetails holds only properties')
    const name = memberName(member)
    const description = docOf(checker.getSymbolAtLocation(member.name), checker)
    if (!description) throw new Error(`The event ${name} has no documentation in ${EVENTS_FILE}`)
    events.set(name, { name, detailText: oneLine(member.type.getText()), description })
  }
  return events
}

/** The events WidgetRoot itself emits, so every element may emit them (fw-unauthorized …). */
export function readRootEvents({ file, checker }: SourceProgram): string[] {
  const emitted = callsOf(file(WIDGET_ROOT_FILE), 'emit').map((call) => {
    const [name] = call.arguments
    if (!name) throw new Error('emit() without an event name in widget-root.tsx')
    return stringLiteralOf(checker.getTypeAtLocation(name), `widget-root.tsx's emit(${name.getText()})`)
  })
  return [...new Set(emitted)]
}

/** The attributes every element takes, in the interface's order. */
export function readContextAttributes({ file, checker }: SourceProgram): AttributeModel[] {
  const source = file(CONTEXT_ATTRIBUTES_FILE)
  const values = interfaceNamed(source, 'ContextAttributeValues')
  const specsDeclaration = source.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => [...statement.declarationList.declarations])
    .find((declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === 'CONTEXT_ATTRIBUTE_SPECS')
  if (!specsDeclaration) throw new Error(`${CONTEXT_ATTRIBUTES_FILE} has no CONTEXT_ATTRIBUTE_SPECS`)
  const specs = checker.getTypeAtLocation(specsDeclaration.name)
  return values.members.map((member) => {
    if (!ts.isPropertySignature(member) || !member.type) throw new Error('ContextAttributeValues holds only properties')
    const name = memberName(member)
    const spec = specs.getProperty(name)
    if (!spec) throw new Error(`CONTEXT_ATTRIBUTE_SPECS has no ${name}`)
    const specType = checker.getTypeOfSymbolAtLocation(spec, specsDeclaration)
    const property = (key: string) => {
      const symbol = specType.getProperty(key)
      return symbol ? checker.getTypeOfSymbolAtLocation(symbol, specsDeclaration) : undefined
    }
    const propType = property('prop')
    const kindType = property('type')
    if (!propType || !kindType) throw new Error(`CONTEXT_ATTRIBUTE_SPECS.${name} needs prop and type`)
    const reflect = property('reflect')
    const description = docOf(checker.getSymbolAtLocation(member.name), checker)
    if (!description) throw new Error(`The context attribute ${name} has no documentation`)
    return {
      name,
      kind: stringLiteralOf(kindType, `${name}'s type`) as AttributeType,
      fieldName: stringLiteralOf(propType, `${name}'s prop`),
      valueText: typeText(checker.getTypeAtLocation(member.type), checker),
      description,
      reflects: reflect !== undefined && checker.typeToString(reflect) === 'true',
      context: true,
    }
  })
}
