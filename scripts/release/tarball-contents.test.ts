// The tarball check names each reference page missing and each README link that would point
// outside the package, and lets web addresses and anchors alone.
import { relativeLinks, tarballProblems } from './tarball-contents'

const readme = [
  '| [`<fw-top-items>`](docs/elements/fw-top-items.md) | items |',
  'See [the reference](docs/elements/README.md#on-any-page), [the changelog](./CHANGELOG.md),',
  '[Adding a widget](#adding-a-widget), [npm](https://docs.npmjs.com/cli/v11/configuring-npm/npmrc "npmrc")',
  'and [the image](Dockerfile).',
].join('\n')

describe('the tarball check', () => {
  it("resolves a page's links from its own folder", () => {
    const page = '[the manifest](../../custom-elements.json), [another tag](fw-compare.md), [its source](../../widgets/top-items/top-items.element.ts)'
    const files = ['custom-elements.json', 'docs/elements/fw-top-items.md', 'docs/elements/fw-compare.md']
    expect(tarballProblems(files, { 'docs/elements/fw-top-items.md': page }, ['fw-top-items'])).toEqual([
      'docs/elements/fw-top-items.md links to ../../widgets/top-items/top-items.element.ts, which is not in the tarball',
    ])
  })

  it('reads the relative links of a README, without anchors and web addresses', () => {
    expect(relativeLinks(readme)).toEqual(['docs/elements/fw-top-items.md', 'docs/elements/README.md', 'CHANGELOG.md', 'Dockerfile'])
  })

  it('passes a tarball holding every page and link target', () => {
    const files = ['README.md', 'CHANGELOG.md', 'Dockerfile', 'docs/elements/README.md', 'docs/elements/fw-top-items.md']
    expect(tarballProblems(files, { 'README.md': readme }, ['fw-top-items'])).toEqual([])
  })

  it('names a file tools read that is missing', () => {
    const files = ['README.md', 'CHANGELOG.md', 'Dockerfile', 'docs/elements/README.md', 'docs/elements/fw-top-items.md', 'custom-elements.json']
    const required = { './custom-elements.json': "package.json's customElements", './web-types.json': "package.json's web-types" }
    expect(tarballProblems(files, { 'README.md': readme }, ['fw-top-items'], required)).toEqual(["./web-types.json (package.json's web-types) is not in the tarball"])
  })

  it('names a missing reference page and a link out of the tarball', () => {
    const files = ['README.md', 'CHANGELOG.md', 'docs/elements/README.md']
    expect(tarballProblems(files, { 'README.md': readme }, ['fw-top-items'])).toEqual([
      'docs/elements/fw-top-items.md (the reference page of <fw-top-items>) is not in the tarball',
      'README.md links to docs/elements/fw-top-items.md, which is not in the tarball',
      'README.md links to Dockerfile, which is not in the tarball',
    ])
  })
})
