/** `npm run check:boundaries`: prints the import cycles between src/ folders (scripts/boundaries.ts) and fails on any. */
import { readImports, unitCycles } from './boundaries'

const cycles = unitCycles(readImports(process.cwd()))
if (cycles.length === 0) {
  console.log('No import cycles between the folders of src/.')
} else {
  for (const cycle of cycles)
    console.error(`Folder cycle ${cycle.units.join(' → ')}:\n${cycle.through.map((step) => `  ${step}`).join('\n')}`)
  console.error('\nMove the shared code to the folder both depend on, or pass it in from the caller.')
  process.exit(1)
}
