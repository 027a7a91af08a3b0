import { readdirSync, readFileSync } from 'fs'
import path from 'path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { captureRuns, type RunLine } from '../src/samples/run'
import type { PageRunFiles } from '../src/run/protocol'
import { RUN_BEHAVIOUR_FILE, RUN_DIR, RUN_FRAME_FILE, RUN_SCRIPT_FAILED } from '../src/run/attributes'
import { clickInView } from './app'
import { test as readerTest } from './readerPage'

/**
 * The Run button of `run` samples (src/run): every run sample of the built site, run in Chromium
 * through its button, writes the same console lines, in the same order, as the same files run in
 * Node; and the run is isolated from the site and bounded in time. An unchanged edit is the same
 * code compiled by the same function (postbuild/run-edit.test.ts), so Edit is proven here on a few samples.
 */
const PAGES_DIR = path.join('public', RUN_DIR, 'pages')

function builtPages(): PageRunFiles[] {
  const found: PageRunFiles[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith('.json')) {
        const route = path
          .relative(PAGES_DIR, file)
          .split(path.sep)
          .join('/')
          .replace(/\.json$/, '')
        found.push({ route, ...(JSON.parse(readFileSync(file, 'utf8')) as Omit<PageRunFiles, 'route'>) })
      }
    }
  }
  walk(PAGES_DIR)
  return found
}

/** The sample a Run button belongs to: the box that holds the button's bar. */
const sampleOf = (button: Locator) => button.locator('xpath=../..')

/**
 * Runs one sample through its button, from the keyboard (a mouse click aimed while blocks above
 * the button are still being laid out can land beside it); returns its output lines and the
 * announced status.
 */
async function runThrough(button: Locator): Promise<{ lines: RunLine[]; status: string }> {
  const sample = sampleOf(button)
  const status = sample.getByRole('status')
  await button.focus()
  await button.press('Enter')
  await expect(status).toHaveText(/^(Finished|Failed|Stopped)/, { timeout: 15_000 })
  const lines = await sample
    .getByRole('log', { name: 'Output', includeHidden: true })
    .evaluate((log) => [...log.children].map((line) => ({ level: line.getAttribute('data-level'), text: line.textContent })))
  return { lines: lines as RunLine[], status: (await status.textContent()) ?? '' }
}

/**
 * Redux Toolkit's development checks warn when they take longer than 32 ms, which depends on how
 * busy the machine is, not on the sample: those warnings are left out of the comparison (a reader
 * still sees them).
 */
const SLOW_CHECK_WARNING = /^(Serializable|Immutable)StateInvariantMiddleware took \d+ms, which is more than the warning threshold/
const sampleLines = (lines: RunLine[] | undefined) =>
  (lines ?? []).filter((line) => !(line.level === 'warn' && SLOW_CHECK_WARNING.test(line.text)))

const runButtons = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Run', exact: true })

/** Presses one of a sample's buttons from the keyboard (see runThrough). */
async function press(sample: Locator, name: 'Edit' | 'Reset'): Promise<void> {
  const button = sample.getByRole('button', { name, exact: true })
  await button.focus()
  await button.press('Enter')
}

/**
 * One page's samples, `BATCH` at a time: each batch's Run buttons clicked in one call, their ends awaited by role, their output read in one
 * call. The buttons' behaviour from the keyboard and the pointer is proven by the tests below; this
 * comparison is about what each run prints, and one round trip per button per step was most of its
 * time (other-exports' 72 runs took 46 s with the clicks one by one from the keyboard, 23 s in batches).
 */
const BATCH = 6

async function runBatch(page: Page, picked: number[]): Promise<Array<{ lines: RunLine[]; status: string }>> {
  const main = page.getByRole('main')
  // Hidden ones included, so that the n-th of the list is the n-th run sample's.
  await main
    .getByRole('button', { name: 'Run', exact: true, includeHidden: true })
    .evaluateAll((all, indices) => indices.forEach((i) => (all[i] as HTMLElement).click()), picked)
  const statuses = picked.map((i) => sampleOf(runButtons(page).nth(i)).getByRole('status'))
  for (const status of statuses) await expect(status).toHaveText(/^(Finished|Failed|Stopped)/, { timeout: 15_000 })
  const logs = await main
    .getByRole('log', { name: 'Output', includeHidden: true })
    .evaluateAll(
      (all, indices) =>
        indices.map((i) => [...all[i].children].map((line) => ({ level: line.getAttribute('data-level'), text: line.textContent }))),
      picked,
    )
  const texts = await Promise.all(statuses.map((status) => status.textContent()))
  return logs.map((lines, j) => ({ lines: lines as RunLine[], status: texts[j] ?? '' }))
}

test.describe('every run sample, in the browser as in Node', () => {
  const pages = builtPages()

  test('the build wrote the run files of the pages with run samples', () => {
    expect(pages.length).toBeGreaterThan(40)
    expect(pages.reduce((sum, page) => sum + page.runs.length, 0)).toBeGreaterThan(250)
  })

  for (const files of pages) {
    const { route, runs } = files
    readerTest(`/${route}: each Run shows what Node printed`, async ({ readerPage: page }) => {
      test.setTimeout(30_000 + runs.length * 2_000)
      // Node's lines for the same files: those the sample check kept (npm test runs it first), or
      // run in Node meanwhile; awaited below, where a failure is reported.
      const inNode = captureRuns([files], process.cwd())
      inNode.catch(() => undefined)
      await page.goto(`/${route}`)
      await expect(runButtons(page)).toHaveCount(runs.length)
      await expect(page.getByRole('main').getByRole('log', { name: 'Output', includeHidden: true })).toHaveCount(runs.length)
      for (let first = 0; first < runs.length; first += BATCH) {
        const picked = runs.slice(first, first + BATCH).map((_, j) => first + j)
        const results = await runBatch(page, picked)
        const node = await inNode
        for (const [j, i] of picked.entries()) {
          const label = `${route} ${runs[i]}`
          expect(node.has(`${route}:${runs[i]}`), `${label} ran in Node`).toBe(true)
          expect(sampleLines(results[j].lines), label).toEqual(sampleLines(node.get(`${route}:${runs[i]}`)))
          expect(results[j].status, label).toMatch(/^Finished in \d+ ms, /)
        }
      }
    })
  }
})

test.describe('the Run button', () => {
  const ROUTE = '/api/createAction'
  /** The page's third run sample logs the todos it added and the actions it saw. */
  const LOGGING = 2

  test('loads nothing of the runner until the reader points at a Run button, works from the keyboard and announces the result', async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(ROUTE)
    const button = runButtons(page).nth(LOGGING)
    await expect(button).toBeVisible()
    expect(requested.filter((url) => url.startsWith(`/${RUN_DIR}/`))).toEqual([])
    // Pointing at the button starts the frame and fetches the page's files before any click.
    await button.hover()
    await expect
      .poll(() => requested)
      .toEqual(expect.arrayContaining([`/${RUN_DIR}/${RUN_FRAME_FILE}`, expect.stringMatching(/^\/run\/pages\//)]))
    await button.focus()
    await page.keyboard.press('Enter')
    const sample = sampleOf(button)
    await expect(sample.getByRole('status')).toHaveText(/^Finished in \d+ ms, 1 line of output\.$/)
    await expect(sample.getByRole('log', { name: 'Output' })).toHaveText(
      "[ 'Catch a Pikachu', 'Visit Pewter City' ] [ 'todos/todoAdded', 'todos/todoAdded', 'todos/todoRemoved' ]",
    )
    expect(requested).toContain(`/${RUN_DIR}/${RUN_FRAME_FILE}`)
  })

  test("a click that comes first runs once the buttons' behaviour is in; a behaviour that did not load says so, and the next click loads it", async ({
    page,
  }) => {
    const behaviour = `**/${RUN_DIR}/${RUN_BEHAVIOUR_FILE}*`
    await page.route(behaviour, (route) => route.abort())
    await page.goto(ROUTE)
    const button = runButtons(page).nth(LOGGING)
    const status = sampleOf(button).getByRole('status')
    // A click event alone: no pointer over the button, no focus, no touch before it.
    await button.dispatchEvent('click')
    await expect(status).toHaveText(RUN_SCRIPT_FAILED)
    await page.unroute(behaviour)
    await button.dispatchEvent('click')
    await expect(status).toHaveText(/^Finished in \d+ ms, 1 line of output\.$/)
  })

  test('works after a client-side navigation', async ({ page }) => {
    await page.goto('/api/createReducer')
    await page.keyboard.press('Escape') // starts the runtime (e2e/app.ts)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'createAction' }).click()
    await expect(page).toHaveURL(new RegExp(`${ROUTE}$`))
    // The address changes before the new page's content is in: wait for its heading, so the click is on its button.
    await expect(page.getByRole('heading', { level: 1, name: 'createAction' })).toBeVisible()
    // From the keyboard (runThrough): a mouse click aimed while the blocks above the button are laid out can land beside it.
    const { status } = await runThrough(runButtons(page).nth(LOGGING))
    expect(status).toMatch(/^Finished in \d+ ms, 1 line of output\.$/)
  })
})

test.describe('Edit and Reset', () => {
  const ROUTE = '/api/createAction'
  const LOGGING = 2
  const editorOf = (sample: Locator) => sample.getByRole('textbox', { name: 'Code to run' })
  /** Text by lines without their trailing spaces (the highlighter writes an empty line as one space). */
  const linesOf = (text: string) =>
    text
      .trim()
      .split('\n')
      .map((line) => line.trimEnd())

  test("put the sample's code in an editor whose edits run, type errors and all, and bring the page's code back", async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(ROUTE)
    const button = runButtons(page).nth(LOGGING)
    const sample = sampleOf(button)
    const shown = (await sample.getByRole('tabpanel').locator('pre').textContent()) ?? ''
    await press(sample, 'Edit')
    const editor = editorOf(sample)
    await expect(editor).toBeFocused()
    expect(linesOf(await editor.inputValue())).toEqual(linesOf(shown))
    await expect(sample.getByRole('tabpanel')).toBeHidden()
    await expect(sample.getByRole('button', { name: 'Edit', exact: true })).toBeHidden()
    // Editing loads the transpiler, before any Run.
    await expect.poll(() => requested.some((url) => /^\/run\/transpile-[0-9a-f]+\.js$/.test(url))).toBe(true)

    // Not a number, which TypeScript would refuse: the types are not checked, the code runs.
    await editor.fill(
      "import { createAction } from '@reduxjs/toolkit'\nconst count: number = 'three' as string\nconsole.log(createAction<number>('add')(2), typeof count)",
    )
    let result = await runThrough(button)
    expect(result.lines).toEqual([{ level: 'log', text: "{ type: 'add', payload: 2 } string" }])
    expect(result.status).toMatch(/^Finished in \d+ ms, 1 line of output\.$/)

    // Top-level await, as in a module.
    await editor.fill("await new Promise((resolve) => setTimeout(resolve, 20))\nconsole.info('after the wait')")
    result = await runThrough(button)
    expect(result.lines).toEqual([{ level: 'info', text: 'after the wait' }])

    await press(sample, 'Reset')
    await expect(editor).toHaveCount(0)
    await expect(sample.getByRole('log', { name: 'Output', includeHidden: true })).toBeEmpty()
    await expect(sample.getByRole('button', { name: 'Edit', exact: true })).toBeFocused()
    await expect(sample.getByRole('status')).toHaveText("Back to the page's code.")
    await expect(sample.getByRole('tabpanel').locator('pre')).toHaveText(shown)
    result = await runThrough(button)
    expect(result.lines.map((line) => line.text)).toEqual([
      "[ 'Catch a Pikachu', 'Visit Pewter City' ] [ 'todos/todoAdded', 'todos/todoAdded', 'todos/todoRemoved' ]",
    ])
  })

  test('edit the language shown: the JavaScript tab gives JavaScript, run as JavaScript', async ({ page }) => {
    await page.goto(ROUTE)
    const button = runButtons(page).nth(LOGGING)
    const sample = sampleOf(button)
    await clickInView(sample.getByRole('tab', { name: 'JavaScript' }))
    const shown = (await sample.getByRole('tabpanel').locator('pre').textContent()) ?? ''
    // A double click opens the editor and leaves it open (Reset takes Edit's place under the pointer).
    await sample.getByRole('button', { name: 'Edit', exact: true }).dblclick()
    const editor = editorOf(sample)
    await expect(editor).toBeVisible()
    const code = await editor.inputValue()
    expect(linesOf(code)).toEqual(linesOf(shown))
    expect(code).not.toMatch(/: (string|number)\b/)
    expect((await runThrough(button)).lines.map((line) => line.text)).toEqual([
      "[ 'Catch a Pikachu', 'Visit Pewter City' ] [ 'todos/todoAdded', 'todos/todoAdded', 'todos/todoRemoved' ]",
    ])
    // JavaScript is compiled as JavaScript: a type annotation does not parse.
    await editor.fill('const count: number = 1')
    expect((await runThrough(button)).lines).toEqual([{ level: 'error', text: expect.stringMatching(/^SyntaxError: /) }])
  })

  test('say why an edit cannot run: code that does not parse, a package a run cannot import, an error it throws', async ({ page }) => {
    await page.goto(ROUTE)
    const button = runButtons(page).first()
    const sample = sampleOf(button)
    await press(sample, 'Edit')
    const editor = editorOf(sample)
    const cases: Array<[string, RegExp]> = [
      ['const total: number = ;', /^SyntaxError: Unexpected token \(1:\d+\)$/],
      [
        "import { debounce } from 'lodash'\ndebounce",
        /^Uncaught Error: Cannot find module 'lodash': a sample run here can import @reduxjs\/toolkit, /,
      ],
      ["await Promise.resolve()\nthrow new TypeError('not today')", /^Uncaught TypeError: not today$/],
    ]
    for (const [code, message] of cases) {
      await editor.fill(code)
      const { lines, status } = await runThrough(button)
      expect(lines, code).toEqual([{ level: 'error', text: expect.stringMatching(message) }])
      expect(status, code).toMatch(/^Failed in \d+ ms, 1 line of output\.$/)
    }
  })
})

test.describe('the run frame', () => {
  /** Sends code straight to the page's run frame (made by a first Run), as a page of the site does; resolves with the lines and the end. */
  async function runInFrame(page: Page, code: string): Promise<{ lines: string[]; ok: boolean; stopped: boolean }> {
    return page.evaluate(
      (code) =>
        new Promise((resolve) => {
          const frame = document.querySelector<HTMLIFrameElement>('iframe[sandbox="allow-scripts"]')!
          const lines: string[] = []
          const win = window as unknown as { testJobs?: number }
          const id = (win.testJobs = (win.testJobs ?? 9_000) + 1)
          addEventListener('message', (event) => {
            if (event.source !== frame.contentWindow || event.data.id !== id) return
            if (event.data.kind === 'line') lines.push(`${event.data.level}: ${event.data.text}`)
            else resolve({ lines, ok: event.data.ok, stopped: !!event.data.stopped })
          })
          frame.contentWindow!.postMessage({ id, files: { 'a.js': code }, main: 'a.js' }, '*')
        }),
      code,
    )
  }

  test.beforeEach(async ({ page }) => {
    await page.goto('/api/createAction')
    await runThrough(runButtons(page).first())
  })

  test('stops code that never ends after 5 s, and the page keeps scrolling and answering meanwhile', async ({ page }) => {
    const started = Date.now()
    const result = runInFrame(page, 'while (true) {}')
    await page.waitForTimeout(1000)
    const before = await page.evaluate(() => scrollY)
    await page.mouse.wheel(0, 400)
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before)
    const theme = await page.locator('html').getAttribute('data-theme')
    await page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }).click()
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme ?? '')
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(await result).toEqual({
      lines: ['error: Stopped after 5 s: the code was still running (an endless loop, or a timer never cleared).'],
      ok: false,
      stopped: true,
    })
  })

  test('lets no request leave: every fetch, to the site too, is refused by the policy', async ({ page }) => {
    const result = await runInFrame(
      page,
      [
        "addEventListener('securitypolicyviolation', (event) => console.log('refused by', event.effectiveDirective))",
        "fetch('https://example.com/data').catch((error) => console.error('outside:', error))",
        `fetch(new URL('/', ${JSON.stringify(page.url())})).catch((error) => console.error('the site:', error))`,
      ].join('\n'),
    )
    const refused: string[] = result.lines.filter((line) => line === 'log: refused by connect-src')
    // Each policy that refuses a request reports it (the frame's and the site's), so at least one per fetch.
    expect(refused.length).toBeGreaterThanOrEqual(2)
    expect(result.lines.filter((line) => !refused.includes(line)).sort()).toEqual([
      'error: outside: TypeError: Failed to fetch',
      'error: the site: TypeError: Failed to fetch',
    ])
  })

  test("has no origin: the site's storage and cookies are out of reach", async ({ page }) => {
    await page.evaluate(() => {
      localStorage.setItem('secret', 'site-value')
      document.cookie = 'session=site-cookie'
    })
    const result = await runInFrame(
      page,
      [
        'console.log(self.origin)',
        "try { const open = indexedDB.open('x'); open.onerror = () => console.log('indexedDB:', open.error.name); open.onsuccess = () => console.log('indexedDB opened') } catch (error) { console.log('indexedDB:', error.name) }",
        'setTimeout(() => {}, 300) // time for the database to answer',
      ].join('\n'),
    )
    expect(result.lines).toEqual(['log: null', 'log: indexedDB: SecurityError'])
    const frame = page.frames().find((f) => f.url().endsWith(`/${RUN_DIR}/${RUN_FRAME_FILE}`))!
    const reads = await frame.evaluate(() =>
      [() => localStorage.getItem('secret'), () => document.cookie].map((read) => {
        try {
          return String(read())
        } catch (error) {
          return (error as Error).name
        }
      }),
    )
    expect(reads).toEqual(['SecurityError', 'SecurityError'])
  })

  test('runs several samples at once, each to its own end', async ({ page }) => {
    const [slow, quick] = await Promise.all([
      runInFrame(page, "setTimeout(() => console.log('slow'), 300)"),
      runInFrame(page, "console.log('quick')"),
    ])
    expect(slow).toEqual({ lines: ['log: slow'], ok: true, stopped: false })
    expect(quick).toEqual({ lines: ['log: quick'], ok: true, stopped: false })
    const buttons = runButtons(page)
    for (const i of [0, 1]) {
      await buttons.nth(i).focus()
      await page.keyboard.press('Enter')
    }
    for (const i of [0, 1]) await expect(sampleOf(buttons.nth(i)).getByRole('status')).toHaveText(/^Finished in \d+ ms/)
  })

  test('shows an uncaught error and code that does not parse, by name and message', async ({ page }) => {
    expect((await runInFrame(page, "throw new RangeError('too far')")).lines).toEqual(['error: Uncaught RangeError: too far'])
    const broken = await runInFrame(page, 'const x = ;')
    expect(broken.ok).toBe(false)
    expect(broken.lines).toEqual([expect.stringMatching(/^error: Uncaught SyntaxError: /)])
  })
})
