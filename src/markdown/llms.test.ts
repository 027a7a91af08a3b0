import { llmsFullTxt, llmsSections, llmsTxt, PAGE_SEPARATOR, type LlmsDoc, type LlmsSite } from './llms'
import { twinLink } from './links'
import { markdownTwinPath } from './twin'
import { markdownLinks, twinProblems } from './build/artifacts'
import { leftoverMdx } from './convert'

const site: LlmsSite = {
  title: 'Widgets',
  description: 'Docs for widgets.',
  release: '1.2.3',
  absoluteUrl: (path) => `https://w.example${path}`,
}
const sidebars = {
  docs: [
    { label: 'Start', items: ['start/intro'] },
    {
      label: 'API',
      items: [{ label: 'Core', items: ['api/make', 'api/break'] }, 'api/extra', { label: 'Hooks', items: ['api/useWidget'] }],
    },
  ],
}
const docs: LlmsDoc[] = ['api/break', 'api/extra', 'api/make', 'api/useWidget', 'start/intro'].map((id) => ({
  id,
  path: `/${id}`,
  title: id === 'api/make' ? 'make [widgets]' : `Title ${id}`,
  description: `About ${id}.\nSecond line.`,
}))

describe('llms.txt', () => {
  it('groups consecutive docs of the same sidebar category, in sidebar order', () => {
    expect(llmsSections(sidebars)).toEqual([
      { heading: 'Start', docIds: ['start/intro'] },
      { heading: 'API: Core', docIds: ['api/make', 'api/break'] },
      { heading: 'API', docIds: ['api/extra'] },
      { heading: 'API: Hooks', docIds: ['api/useWidget'] },
    ])
  })

  it('follows the convention: H1 site name, blockquote summary, sections of "- [Title](url): description" lines', () => {
    expect(llmsTxt(site, sidebars, docs)).toBe(
      [
        '# Widgets',
        '',
        '> Docs for widgets.',
        '',
        'These pages document `@reduxjs/toolkit` 1.2.3. Every link below is the Markdown version of a page; the same address without `.md` is the HTML page. [llms-full.txt](https://w.example/llms-full.txt) holds every page in one file.',
        '',
        '## Start',
        '',
        '- [Title start/intro](https://w.example/start/intro.md): About start/intro. Second line.',
        '',
        '## API: Core',
        '',
        '- [make \\[widgets\\]](https://w.example/api/make.md): About api/make. Second line.',
        '- [Title api/break](https://w.example/api/break.md): About api/break. Second line.',
        '',
        '## API',
        '',
        '- [Title api/extra](https://w.example/api/extra.md): About api/extra. Second line.',
        '',
        '## API: Hooks',
        '',
        '- [Title api/useWidget](https://w.example/api/useWidget.md): About api/useWidget. Second line.',
        '',
      ].join('\n'),
    )
  })

  it('llms-full.txt holds the same head, then every page in sidebar order, separated by a rule', () => {
    const full = llmsFullTxt(site, sidebars, docs, (doc) => `# ${doc.title}\n\nBody of ${doc.id}.\n`)
    const parts = full.trimEnd().split(PAGE_SEPARATOR)
    expect(parts[0]).toMatch(/^# Widgets\n\n> Docs for widgets\.\n\n/)
    expect(parts.slice(1)).toEqual(
      ['start/intro', 'api/make', 'api/break', 'api/extra', 'api/useWidget'].map(
        (id) => `# ${docs.find((d) => d.id === id)!.title}\n\nBody of ${id}.`,
      ),
    )
  })

  it('refuses a sidebar entry without a doc', () => {
    expect(() => llmsTxt(site, { docs: [{ label: 'X', items: ['missing/doc'] }] }, docs)).toThrow(
      'llms.txt: the sidebar lists docs that do not exist: missing/doc',
    )
  })
})

describe('twin links', () => {
  const context = {
    pagePath: '/api/make',
    docPaths: new Set(['/api/make', '/api/break']),
    absoluteUrl: (path: string) => `https://w.example/pre${path}`,
  }
  it('leads doc routes to their twin and everything else of the site to its page', () => {
    expect(markdownTwinPath('/api/make')).toBe('/api/make.md')
    expect(twinLink('/api/break#options', context)).toBe('https://w.example/pre/api/break.md#options')
    expect(twinLink('/api/break/', context)).toBe('https://w.example/pre/api/break.md')
    expect(twinLink('#here', context)).toBe('https://w.example/pre/api/make.md#here')
    expect(twinLink('break', context)).toBe('https://w.example/pre/api/break.md')
    expect(twinLink('/search?q=x', context)).toBe('https://w.example/pre/search?q=x')
    expect(twinLink('https://redux.js.org/', context)).toBe('https://redux.js.org/')
    expect(twinLink('mailto:a@b.c', context)).toBe('mailto:a@b.c')
    expect(twinLink('../api/break.mdx#x', { ...context, resolveFileLink: () => '/api/break#x' })).toBe(
      'https://w.example/pre/api/break.md#x',
    )
  })
})

describe('built twins check', () => {
  it('reads inline links and definitions, not code', () => {
    expect(markdownLinks('[a](https://x/a.md) `[b](https://x/b.md)`\n\n```md\n[c](https://x/c.md)\n```\n\n[d]: https://x/d.md\n')).toEqual([
      'https://x/a.md',
      'https://x/d.md',
    ])
  })

  it('finds missing twins, MDX left over and site links that do not lead to a twin', () => {
    const base = 'https://w.example/'
    const twins = new Map<string, string | undefined>([
      ['/a.md', '# A\n\n[b](https://w.example/b.md#x) [ext](https://redux.js.org/) [home](https://w.example/)\n'],
      ['/b.md', '# B\n\n<Admonition type="note">x</Admonition>\n\n[gone](https://w.example/gone.md)\n'],
      ['/c.md', undefined],
    ])
    expect(twinProblems(twins, base)).toEqual([
      '/a.md links to https://w.example/, which is not a Markdown page',
      '/b.md holds MDX syntax at line 3: <Admonition type="note">x</Admonition>',
      '/b.md links to https://w.example/gone.md, but there is no /gone.md',
      '/c.md was not written',
    ])
  })

  it('sees JSX and ESM lines outside code only', () => {
    expect(leftoverMdx('`<Tag />` and \\<Tag> are text\n\n```tsx\n<App />\nimport x from "y"\n```\n')).toEqual([])
    expect(leftoverMdx('import x from "y"\n\nText <Release /> here\n')).toEqual([
      'line 1: import x from "y"',
      'line 3: Text <Release /> here',
    ])
  })
})
