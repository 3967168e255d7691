// One TypeScript program over the element files and what they import, read with the compiler API:
// the generator takes attribute tables, prop docs and types from the code as the compiler sees it,
// so what the manifest says cannot drift from what the elements do.
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export const REPOSITORY_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..')

export interface SourceProgram {
  program: ts.Program
  checker: ts.TypeChecker
  /** The parsed file at a path from the repository root. */
  file(path: string): ts.SourceFile
}

export function createSourceProgram(paths: readonly string[]): SourceProgram {
  const configPath = join(REPOSITORY_ROOT, 'tsconfig.json')
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path))
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'))
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, REPOSITORY_ROOT)
  const program = ts.createProgram(
    paths.map((path) => join(REPOSITORY_ROOT, path)),
    { ...options, noEmit: true },
  )
  return {
    program,
    checker: program.getTypeChecker(),
    file(path) {
      const found = program.getSourceFile(join(REPOSITORY_ROOT, path))
      if (!found) throw new Error(`${path} is not part of the program`)
      return found
    },
  }
}

/** A path from the repository root, with forward slashes. */
export function repositoryPath(fileName: string): string {
  return relative(REPOSITORY_ROOT, fileName).split('\\').join('/')
}

/** A symbol's JSDoc text on one line (the docs are one line each; a wrapped one is joined). */
export function docOf(symbol: ts.Symbol | undefined, checker: ts.TypeChecker): string {
  if (!symbol) return ''
  return oneLine(ts.displayPartsToString(symbol.getDocumentationComment(checker)))
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Type text as a reader writes it: aliases at the top expanded, never cut short. */
export function typeText(type: ts.Type, checker: ts.TypeChecker, at?: ts.Node): string {
  return checker.typeToString(type, at, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType)
}

/** The string literal values a type holds (`'a' | 'b'` → ['a', 'b']). */
export function stringLiteralsOf(type: ts.Type): string[] {
  const parts = type.isUnion() ? type.types : [type]
  return parts.filter((part): part is ts.StringLiteralType => part.isStringLiteral()).map((part) => part.value)
}

/** The one string literal a type is, or an error naming where. */
export function stringLiteralOf(type: ts.Type, what: string): string {
  const values = stringLiteralsOf(type)
  if (values.length !== 1 || type.isUnion()) throw new Error(`${what} must be a string literal`)
  return values[0]!
}

/** The `//` comment lines a file opens with, as one paragraph. */
export function fileHeader(file: ts.SourceFile): string {
  const lines: string[] = []
  for (const range of ts.getLeadingCommentRanges(file.text, 0) ?? []) {
    if (range.kind !== ts.SyntaxKind.SingleLineCommentTrivia) break
    lines.push(file.text.slice(range.pos + 2, range.end).trim())
  }
  return oneLine(lines.join(' '))
}

/** Every node of `root` (depth first) for which `test` holds. */
export function findNodes<T extends ts.Node>(root: ts.Node, test: (node: ts.Node) => node is T): T[] {
  const found: T[] = []
  const visit = (node: ts.Node) => {
    if (test(node)) found.push(node)
    ts.forEachChild(node, visit)
  }
  visit(root)
  return found
}

/** The symbol behind an import (or the symbol itself). */
export function resolvedSymbol(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
}

/** Calls of `name(…)` in a file. */
export function callsOf(file: ts.SourceFile, name: string): ts.CallExpression[] {
  return findNodes(file, (node): node is ts.CallExpression => ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name)
}
