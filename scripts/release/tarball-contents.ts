// What the packed package must hold beside its code: a reference page per tag, the files tools
// read from it (the manifest, the editors' data), and whatever the README (npm's page for the
// package) and those pages link to, so no link points outside the tarball.
import { posix } from 'node:path'

/** The README's relative link targets (`[text](docs/elements/fw-top-items.md)`), anchors and queries cut. */
export function relativeLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!)
  return [...new Set(targets.filter((target) => !/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(target)).map((target) => target.replace(/[?#].*$/, '').replace(/^\.\//, '')))]
}

/** Why the tarball's file list (`npm pack --json`'s paths) falls short; empty when it does not. */
export function tarballProblems(
  files: readonly string[],
  documents: Readonly<Record<string, string>>,
  tags: readonly string[],
  /** Other files that must ship, by path, with who reads them. */
  required: Readonly<Record<string, string>> = {},
): string[] {
  const shipped = new Set(files)
  const folders = new Set(files.flatMap((file) => file.split('/').slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join('/'))))
  const problems: string[] = []
  for (const tag of tags) if (!shipped.has(`docs/elements/${tag}.md`)) problems.push(`docs/elements/${tag}.md (the reference page of <${tag}>) is not in the tarball`)
  for (const [path, reader] of Object.entries(required)) if (!shipped.has(path.replace(/^\.\//, ''))) problems.push(`${path} (${reader}) is not in the tarball`)
  for (const [path, markdown] of Object.entries(documents)) {
    for (const link of relativeLinks(markdown)) {
      const target = posix.normalize(posix.join(posix.dirname(path), link)).replace(/\/$/, '')
      if (!shipped.has(target) && !folders.has(target)) problems.push(`${path} links to ${link}, which is not in the tarball`)
    }
  }
  return problems
}
