import path from 'path'
import { frontmatterProblems, sidebarFileProblem } from './preflight'

describe('frontmatterProblems', () => {
  it('reports every broken file at once, each with its path and what to fix', () => {
    const problems = frontmatterProblems(path.join(import.meta.dirname, '__fixtures__', 'docs'))
    const fixture = (name: string) => `src/build/__fixtures__/docs/${name}`
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^${fixture('api/createSlice.mdx')}: the front matter is not valid YAML \\(.+, front matter line \\d+\\); quote values`),
      ),
      `${fixture('usage/bare.mdx')}: the file has no front matter block; add one between --- lines with: id, title, sidebar_label, description`,
      `${fixture('usage/usage-guide.mdx')}: "sidebar_label" must be a string, but it is a number; quote it`,
      `${fixture('usage/usage-guide.mdx')}: "description" is missing; add description: <text>`,
      `${fixture('usage/usage-guide.mdx')}: "id" is "guide" but the file is named "usage-guide"; the id must equal the file name`,
    ])
  })

  it('finds nothing wrong in the real content', () => {
    expect(frontmatterProblems()).toEqual([])
  })
})

describe('sidebarFileProblem', () => {
  it('names the missing sidebar file and what it is for', () => {
    expect(sidebarFileProblem(path.join(import.meta.dirname, '__fixtures__', 'no-sidebars.json'))).toBe(
      'src/build/__fixtures__/no-sidebars.json is missing: create it; it lists the sidebar categories and their doc ids',
    )
  })

  it('is quiet when the file is there', () => {
    expect(sidebarFileProblem()).toBeNull()
  })
})
