// Writes the parts of files made from the lists (./outputs): the package entries' widget lines,
// the README's element table and package.json's exports. `npm run build` runs it after the manifest; after adding a widget
// or a route, run it alone:
//   npx tsx scripts/widget-lists/generate.ts
import { REPOSITORY_ROOT } from '../elements-manifest/source-program'
import { writeListFiles } from './outputs'

const written = writeListFiles(REPOSITORY_ROOT)
console.log(written.length > 0 ? `Wrote ${written.join(', ')}` : 'The generated lines are current')
