import { frontMatterLineCount, readFrontmatter, validateFrontmatter } from './frontmatter'
import { ContentError } from './schema'

const valid = { id: 'createSlice', title: 'createSlice', sidebar_label: 'createSlice', description: 'Slices of state.' }

function problemsOf(data: unknown, file = 'content/docs/api/createSlice.mdx'): string[] {
  try {
    validateFrontmatter(data, file)
    return []
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    expect((error as Error).message).toContain(file)
    return (error as ContentError).problems
  }
}

describe('validateFrontmatter', () => {
  it('accepts the four string fields and returns them', () => {
    expect(validateFrontmatter(valid, 'content/docs/api/createSlice.mdx')).toEqual(valid)
  })

  it.each(['id', 'title', 'sidebar_label', 'description'])('names a missing %s', (field) => {
    const data: Record<string, unknown> = { ...valid }
    delete data[field]
    expect(problemsOf(data)).toEqual([expect.stringContaining(`"${field}" is missing`)])
  })

  it('names a field of the wrong type and says what it is', () => {
    expect(problemsOf({ ...valid, title: 42 })).toEqual([expect.stringMatching(/"title" must be a string, but it is a number/)])
    expect(problemsOf({ ...valid, description: ['a'] })).toEqual([expect.stringMatching(/"description" must be a string, but it is a list/)])
  })

  it('rejects empty strings and a missing front matter block', () => {
    expect(problemsOf({ ...valid, sidebar_label: '  ' })).toEqual([expect.stringContaining('"sidebar_label" is empty')])
    expect(problemsOf(undefined)[0]).toContain('no front matter block')
  })

  it('requires the id to equal the file name', () => {
    expect(problemsOf({ ...valid, id: 'slice' })).toEqual([expect.stringContaining('the id must equal the file name')])
  })

  it('reports every problem at once', () => {
    expect(problemsOf({ id: 'createSlice' })).toHaveLength(3)
  })
})

describe('frontMatterLineCount', () => {
  it('counts the lines up to the closing ---', () => {
    expect(frontMatterLineCount(['---', 'id: a', '---', 'body'])).toBe(3)
    expect(frontMatterLineCount(['body'])).toBe(0)
  })
})

describe('readFrontmatter', () => {
  it('reads plain and quoted string fields', () => {
    const source = [
      '---',
      'id: createSlice',
      'title: "createSlice: the `reducers` \\"object\\""',
      "sidebar_label: 'It''s a slice'",
      'description: Plain text # with a comment',
      '---',
      'title: not front matter',
    ].join('\n')
    expect(readFrontmatter(source)).toEqual({
      id: 'createSlice',
      title: 'createSlice: the `reducers` "object"',
      sidebar_label: "It's a slice",
      description: 'Plain text',
    })
  })

  it('returns no fields for a page without front matter', () => {
    expect(readFrontmatter('## Heading\n')).toEqual({})
  })
})
