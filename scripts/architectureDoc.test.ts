/**
 * docs/architecture.md names the folders twice, in two orders: the list in the order data flows
 * (for a reader) and the table in the import order (which eslint.config.mjs turns into its
 * folder-order rule, and which must list every folder of src/). Both must name the same folders,
 * each once, so the list cannot miss a folder the table gained.
 */
import { readFileSync } from 'fs'
import path from 'path'

const DOC = readFileSync(path.join(import.meta.dirname, '..', 'docs', 'architecture.md'), 'utf8')

const flowList = [...DOC.matchAll(/^\d+\. `((?:src\/)?[A-Za-z]+\/)`:/gm)].map((m) => m[1])
const table = [...DOC.matchAll(/^\| `((?:src\/)?[A-Za-z]+\/)` (?:\(not code\) )?\|/gm)].map((m) => m[1])

it('lists every folder of the table once in the order data flows, and nothing else', () => {
  expect(table.length).toBeGreaterThan(10)
  expect(new Set(flowList).size).toBe(flowList.length)
  expect([...flowList].sort()).toEqual([...table].sort())
})

it('starts from the content and ends with serving the build', () => {
  expect(flowList[0]).toBe('content/')
  expect(flowList.at(-1)).toBe('src/server/')
})
