// Editor data for HTML written from the Custom Elements Manifest, so an editor completes and
// explains every fw-* tag in a plain .html file: VS Code's `html.customData` file
// (https://github.com/microsoft/vscode-custom-data, format 1.1) and JetBrains' web-types
// (http://json.schemastore.org/web-types), each tag with its description, attributes (an attribute
// whose type lists its values offers them) and a link to its reference page. Both ship in the
// package; package.json's "web-types" points JetBrains IDEs at theirs.
import type { CemAttribute, CemCustomElement, CustomElementsManifest } from './manifest'
import { elementSpecifier, packageIdentity, referencePageUrl } from '../package-layout'

export const VSCODE_DATA_FILE = 'vscode.html-custom-data.json'
export const WEB_TYPES_FILE = 'web-types.json'

/** The values an attribute takes when its type lists them (`'light' | 'dark' | 'system'`), else undefined. */
export function attributeValues(attribute: CemAttribute): string[] | undefined {
  const text = attribute.type.text
  if (!/^'[^']*'(\s*\|\s*'[^']*')*$/.test(text)) return undefined
  return [...text.matchAll(/'([^']*)'/g)].map((match) => match[1]!)
}

const isBoolean = (attribute: CemAttribute) => attribute.type.text === 'boolean'

function elements(manifest: CustomElementsManifest): CemCustomElement[] {
  return manifest.modules.flatMap((module) => module.declarations)
}

/** The tag's description as an editor's hover shows it: what it shows, its events and its parts. */
function hoverText(element: CemCustomElement): string {
  const lines = [element.description, `\`import '${elementSpecifier(element.tagName)}'\` registers it alone.`]
  if (element.events.length > 0) lines.push(`Events: ${element.events.map((event) => `\`${event.name}\``).join(', ')}.`)
  if (element.cssParts.length > 0) lines.push(`Parts: ${element.cssParts.map((part) => `\`::part(${part.name})\``).join(', ')}.`)
  return lines.join('\n\n')
}

interface VsCodeAttribute {
  name: string
  description: string
  values?: { name: string }[]
  valueSet?: 'v'
}

export interface VsCodeCustomData {
  version: 1.1
  tags: { name: string; description: { kind: 'markdown'; value: string }; attributes: VsCodeAttribute[]; references: { name: string; url: string }[] }[]
}

export function vscodeCustomData(manifest: CustomElementsManifest): VsCodeCustomData {
  return {
    version: 1.1,
    tags: elements(manifest).map((element) => ({
      name: element.tagName,
      description: { kind: 'markdown', value: hoverText(element) },
      attributes: element.attributes.map((attribute) => {
        const values = attributeValues(attribute)
        return {
          name: attribute.name,
          description: `${attribute.description} (\`${attribute.type.text}\`)`,
          // A boolean attribute is on when present, so the editor writes it bare.
          ...(values ? { values: values.map((name) => ({ name })) } : isBoolean(attribute) ? { valueSet: 'v' as const } : {}),
        }
      }),
      references: [{ name: `<${element.tagName}> reference`, url: referencePageUrl(element.tagName) }],
    })),
  }
}

interface WebTypesAttribute {
  name: string
  description: string
  value: { kind: 'plain'; type: string; required: false }
  values?: { name: string }[]
}

export interface WebTypes {
  $schema: string
  name: string
  version: string
  'description-markup': 'markdown'
  'js-types-syntax': 'typescript'
  contributions: {
    html: {
      elements: {
        name: string
        description: string
        'doc-url': string
        attributes: WebTypesAttribute[]
        js: { events: { name: string; description: string }[]; properties: { name: string; description: string; type: string }[] }
        css: { properties: { name: string; description: string }[]; parts: { name: string; description: string }[] }
      }[]
    }
  }
}

export function webTypes(manifest: CustomElementsManifest): WebTypes {
  const { name, version } = packageIdentity()
  return {
    $schema: 'http://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elements(manifest).map((element) => ({
          name: element.tagName,
          description: hoverText(element),
          'doc-url': referencePageUrl(element.tagName),
          attributes: element.attributes.map((attribute) => {
            const values = attributeValues(attribute)
            return {
              name: attribute.name,
              description: attribute.description,
              value: { kind: 'plain' as const, type: values ? 'enum' : attribute.type.text, required: false as const },
              ...(values ? { values: values.map((value) => ({ name: value })) } : {}),
            }
          }),
          js: {
            events: element.events.map((event) => ({ name: event.name, description: `${event.description} (\`${event.type.text}\`)` })),
            properties: element.members.flatMap((member) => (member.kind === 'field' ? [{ name: member.name, description: member.description, type: member.type.text }] : [])),
          },
          css: {
            properties: element.cssProperties.map((property) => ({ name: property.name, description: property.description })),
            parts: element.cssParts.map((part) => ({ name: part.name, description: part.description })),
          },
        })),
      },
    },
  }
}

/** Both files by path from the repository root, as two-space JSON with a final newline. */
export function editorDataFiles(manifest: CustomElementsManifest): [string, string][] {
  return [
    [VSCODE_DATA_FILE, `${JSON.stringify(vscodeCustomData(manifest), null, 2)}\n`],
    [WEB_TYPES_FILE, `${JSON.stringify(webTypes(manifest), null, 2)}\n`],
  ]
}
