/**
 * What a reader's Edit starts from (src/run/behaviour.ts: the text of the sample's shown code) is,
 * for every run sample of the built site, its code in the MDX file, comments aside (the page adds
 * some), in the language the Node check ran. So an unchanged edit is the very code the check ran,
 * compiled by the same function (src/run/transpile.ts), and e2e/run.spec.ts runs each sample in the
 * browser once, from its Run button.
 */
import { readFileSync } from 'fs'
import path from 'path'
import { parse, type HTMLElement } from 'node-html-parser'
import ts from 'typescript'
import { DOCS_DIR, findMdxFiles, SITE_ROOT } from '../src/content/paths'
import { outputName } from '../src/content/sampleFiles'
import { runAttr, runClass, runPagesFile } from '../src/run/attributes'
import type { PageRunFiles } from '../src/run/protocol'
import { loadPage } from '../src/samples/pages'
import { planPage } from '../src/samples/project'

const projects = findMdxFiles(DOCS_DIR)
  .map((file) => planPage(loadPage(file, DOCS_DIR, SITE_ROOT)))
  .filter((project) => project.runs.length > 0)

/** The code as TypeScript's printer writes it without comments: the page answers type notes in comments (src/mdx/typeNotes.ts). */
const printer = ts.createPrinter({ removeComments: true })
const program = (code: string, lang: string) =>
  printer.printFile(
    ts.createSourceFile(`sample.${lang}`, code, ts.ScriptTarget.Latest, false, lang.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
  )

/** The code box a reader sees: the selected tab's panel's, or the only one. */
function shownPre(sample: HTMLElement): HTMLElement | null {
  const box = sample.querySelector(`.${runClass.code}`)
  const selected = box?.querySelector('[role="tab"][aria-selected="true"]')
  const panel = selected ? box?.querySelector(`[role="tabpanel"][aria-labelledby="${selected.id}"]`) : box
  return panel?.querySelector('pre') ?? null
}

describe("the code a reader's Edit starts from", () => {
  it('is found on more than 40 pages', () => expect(projects.length).toBeGreaterThan(40))

  it("is each run sample's code, as written in the MDX file, for every run sample of the built site", () => {
    const problems: string[] = []
    for (const project of projects) {
      const route = project.page.route
      const built = JSON.parse(readFileSync(path.join('public', runPagesFile(route)), 'utf8')) as Omit<PageRunFiles, 'route'>
      const html = readFileSync(path.join('public', route, 'index.html'), 'utf8')
      // <pre> parsed as elements (the parser keeps its inside as raw text by default).
      const samples = parse(html, { blockTextElements: { script: true, style: true } }).querySelectorAll(`[${runAttr.sample}]`)
      const expected = project.runs.map((file) => outputName(file.name))
      if (
        samples.map((sample) => sample.getAttribute(runAttr.sample)).join() !== expected.join() ||
        built.runs.join() !== expected.join()
      ) {
        problems.push(`${route}: the page's samples or run files are not its run blocks (${expected.join(', ')})`)
        continue
      }
      project.runs.forEach((file, i) => {
        const pre = shownPre(samples[i])
        const shown = (pre?.text ?? '').replace(/^ $/gm, '')
        if (
          pre?.getAttribute('data-language') !== file.block.lang ||
          program(shown, file.block.lang) !== program(file.block.code, file.block.lang)
        )
          problems.push(
            `${project.page.relPath}:${file.block.line}: the page shows ${pre?.getAttribute('data-language')} code that is not the block's, comments aside`,
          )
      })
    }
    expect(problems).toEqual([])
  })
})
