// The instance type an element file declares for its tag (`declare global { interface
// HTMLElementTagNameMap { 'fw-x': WidgetElement<XProps> } }`), and the type-only imports that make
// its text valid in another file: the JSX types give `ref` exactly this type.
import { dirname, join } from 'node:path'
import ts from 'typescript'
import type { InstanceTypeModel } from './element-model'
import { findNodes, oneLine, repositoryPath, REPOSITORY_ROOT, type SourceProgram } from './source-program'

export interface InstanceType {
  type: ts.Type
  /** Where to ask the checker about it. */
  at: ts.TypeNode
  model: InstanceTypeModel
}

function tagMapEntry(source: ts.SourceFile, tag: string): ts.PropertySignature {
  const entries = findNodes(source, (node): node is ts.PropertySignature => {
    if (!ts.isPropertySignature(node) || !ts.isStringLiteral(node.name) || node.name.text !== tag) return false
    return ts.isInterfaceDeclaration(node.parent) && node.parent.name.text === 'HTMLElementTagNameMap'
  })
  if (entries.length !== 1 || !entries[0]!.type) throw new Error(`${repositoryPath(source.fileName)} must declare '${tag}' in HTMLElementTagNameMap`)
  return entries[0]!
}

/** `./location-stats` imported from widgets/location-stats/x.ts → `widgets/location-stats/location-stats`. */
function moduleFromRoot(fromFile: string, specifier: string): string {
  if (!specifier.startsWith('.')) throw new Error(`Only project modules can be imported for an instance type, not ${specifier}`)
  return repositoryPath(join(dirname(fromFile), specifier))
}

export function readInstanceType({ checker }: SourceProgram, source: ts.SourceFile, tag: string): InstanceType {
  const at = tagMapEntry(source, tag).type!
  const imports = new Map<string, { module: string; name: string }>()
  for (const reference of findNodes(at, ts.isTypeReferenceNode)) {
    const name = ts.isIdentifier(reference.typeName) ? reference.typeName : leftmost(reference.typeName)
    const symbol = checker.getSymbolAtLocation(name)
    const declaration = symbol?.declarations?.[0]
    if (!symbol || !declaration) throw new Error(`${tag}: cannot resolve ${name.text}`)
    let found: { module: string; name: string } | undefined
    if (ts.isImportSpecifier(declaration)) {
      const specifier = declaration.parent.parent.parent.moduleSpecifier
      if (!ts.isStringLiteral(specifier)) throw new Error(`${tag}: odd import of ${name.text}`)
      found = { module: moduleFromRoot(source.fileName, specifier.text), name: (declaration.propertyName ?? declaration.name).text }
    } else if (declaration.getSourceFile() === source) {
      const exported = ts.canHaveModifiers(declaration) && ts.getModifiers(declaration)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      if (!exported) throw new Error(`${tag}: export ${name.text} from ${repositoryPath(source.fileName)} so other files can name the element's type`)
      found = { module: repositoryPath(source.fileName).replace(/\.tsx?$/, ''), name: name.text }
    } else if (!declaration.getSourceFile().fileName.startsWith(join(REPOSITORY_ROOT, 'node_modules')) && !declaration.getSourceFile().isDeclarationFile) {
      throw new Error(`${tag}: ${name.text} must be imported by name in the element file`)
    }
    if (found) {
      const previous = imports.get(name.text)
      if (previous && previous.module !== found.module) throw new Error(`Two types named ${name.text} (${previous.module}, ${found.module})`)
      imports.set(name.text, found)
    }
  }
  return { type: checker.getTypeFromTypeNode(at), at, model: { text: oneLine(at.getText()), imports: [...imports.values()] } }
}

function leftmost(name: ts.EntityName): ts.Identifier {
  return ts.isIdentifier(name) ? name : leftmost(name.left)
}
