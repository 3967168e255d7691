import { initialFiles, type Manifest } from './shell-route-js'

const manifest: Manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_react-R.js'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  'stats/stats-layout.tsx': { file: 'assets/stats-layout-S.js', src: 'stats/stats-layout.tsx', imports: ['_ui-U.js', 'index.html'] },
  '_ui-U.js': { file: 'assets/ui-U.js', imports: ['_react-R.js'] },
  'screens/admin-users.tsx': { file: 'assets/admin-users-X.js', src: 'screens/admin-users.tsx', imports: ['_users-Y.js'] },
  '_users-Y.js': { file: 'assets/users-Y.js' },
}

describe('initialFiles', () => {
  it("takes the entry, the route's chunks and their static imports, and nothing else", () => {
    expect(initialFiles(manifest, ['stats/stats-layout.tsx'])).toEqual(['assets/index-A.js', 'assets/react-R.js', 'assets/stats-layout-S.js', 'assets/ui-U.js'])
  })

  it('says when the build has no chunk for a named source', () => {
    expect(() => initialFiles(manifest, ['screens/nowhere.tsx'])).toThrow('screens/nowhere.tsx')
  })
})
