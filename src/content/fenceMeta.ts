/**
 * The grammar of a fence's meta (everything after the language, see AUTHORING.md), read in one
 * place: by the article renderer (highlighting, the JavaScript tab), the sample checker
 * (src/samples) and the Markdown twins (src/markdown). Kept free of ESM-only imports for jest.
 */

export interface BlockMeta {
  /** `title="app/store.ts"`: the caption. */
  title?: string
  /** `file=app/store.ts`: the block is that file of the page's small project. */
  file?: string
  /** `fragment`: explain-only, not compiled. */
  fragment: boolean
  /** `run`: executed in Node after compiling, and by the reader's Run button (src/run). */
  run: boolean
  /** `no-js`: no generated JavaScript tab. */
  noJs: boolean
  /** `{1,3-5}`: the highlighted lines, ascending, without duplicates. */
  highlight?: number[]
  /** Meta tokens that are not part of the conventions (usually typos). */
  unknown: string[]
}

/** Splits a meta string into tokens; a quoted value stays in one token. */
function tokenizeMeta(meta: string): string[] {
  const tokens: string[] = []
  const pattern = /(\{[^}]*\})|([^\s=]+=(?:"[^"]*"|'[^']*'|\S*))|(\S+)/g
  for (const match of meta.matchAll(pattern)) tokens.push(match[0])
  return tokens
}

function unquote(value: string): string {
  const quoted = /^"(.*)"$|^'(.*)'$/.exec(value)
  return quoted ? (quoted[1] ?? quoted[2]) : value
}

/** Parses `{1,3-5}` into [1, 3, 4, 5]; undefined when the token is not a valid line list. */
export function parseHighlight(token: string): number[] | undefined {
  const body = /^\{([\d\s,-]*)\}$/.exec(token)?.[1]
  if (body === undefined) return undefined
  const lines = new Set<number>()
  for (const part of body.split(',').map((p) => p.trim())) {
    if (part === '') continue
    const range = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part)
    if (!range) return undefined
    const from = Number(range[1])
    const to = range[2] === undefined ? from : Number(range[2])
    if (from < 1 || to < from) return undefined
    for (let n = from; n <= to; n += 1) lines.add(n)
  }
  return [...lines].sort((a, b) => a - b)
}

/** Parses the meta of a fence (everything after the language). */
export function parseMeta(meta: string): BlockMeta {
  const result: BlockMeta = { fragment: false, run: false, noJs: false, unknown: [] }
  for (const token of tokenizeMeta(meta)) {
    const assignment = /^([^\s=]+)=(.*)$/.exec(token)
    if (token === 'fragment') result.fragment = true
    else if (token === 'run') result.run = true
    else if (token === 'no-js') result.noJs = true
    else if (token.startsWith('{')) {
      const highlight = parseHighlight(token)
      if (highlight) result.highlight = [...new Set([...(result.highlight ?? []), ...highlight])].sort((a, b) => a - b)
      else result.unknown.push(token)
    } else if (assignment && assignment[1] === 'title') result.title = unquote(assignment[2])
    else if (assignment && assignment[1] === 'file' && unquote(assignment[2]) !== '') result.file = unquote(assignment[2])
    else result.unknown.push(token)
  }
  return result
}

/** Our own tokens, which the highlighter must not see. */
function isOwnToken(token: string): boolean {
  return token === 'run' || token === 'fragment' || token === 'no-js' || token.startsWith('file=')
}

/**
 * The part of a fence's meta that rehype-pretty-code should see: our own tokens (`file=`, `run`,
 * `fragment`, `no-js`) are removed, or a path such as file=features/todos/x.ts would read as a
 * /todos/ word highlight.
 */
export function prettyCodeMeta(meta: string): string {
  return tokenizeMeta(meta)
    .filter((token) => !isOwnToken(token))
    .join(' ')
}
