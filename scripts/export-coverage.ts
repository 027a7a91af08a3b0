/**
 * Lists where each public runtime export of @reduxjs/toolkit (and /query, /query/react) is
 * documented: `npm run check:exports`. Exits 1 when an export whose home page exists
 * has no heading on any page, or when src/samples/exportHomes.ts no longer matches the package.
 */
import { formatCoverage, homeOfExport, loadCoveragePages, locateExports, runtimeExports } from '../src/samples/exportCoverage'

function main(): number {
  const homes = homeOfExport()
  const names = runtimeExports()
  const entries = locateExports(names, loadCoveragePages(), homes)
  console.log(formatCoverage(entries))
  const unmapped = names.filter((name) => !homes.has(name))
  const gone = [...homes.keys()].filter((name) => !names.includes(name))
  if (unmapped.length > 0) console.error(`\nExports missing from src/samples/exportHomes.ts: ${unmapped.join(', ')}`)
  if (gone.length > 0) console.error(`\nNames in src/samples/exportHomes.ts that the package no longer exports: ${gone.join(', ')}`)
  const missing = entries.filter((e) => e.status === 'missing')
  if (missing.length > 0) console.error(`\nUndocumented exports: ${missing.map((e) => `${e.name} (${e.home})`).join(', ')}`)
  return missing.length > 0 || unmapped.length > 0 || gone.length > 0 ? 1 : 0
}

process.exitCode = main()
