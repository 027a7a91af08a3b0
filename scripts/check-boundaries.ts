/** `npm run check:boundaries`: prints the import cycles between src/ folders and the imports against their order (scripts/boundaries.ts); fails on any. */
import { orderProblems, readImports, unitCycles } from './boundaries'

const edges = readImports(process.cwd())
const cycles = unitCycles(edges)
const order = orderProblems(edges)
if (cycles.length === 0 && order.length === 0) {
  console.log('No import cycles between the folders of src/, and every import follows their order.')
} else {
  for (const problem of order) console.error(problem)
  for (const cycle of cycles)
    console.error(`Folder cycle ${cycle.units.join(' → ')}:\n${cycle.through.map((step) => `  ${step}`).join('\n')}`)
  console.error('\nMove the shared code to the folder both depend on, or pass it in from the caller.')
  process.exit(1)
}
