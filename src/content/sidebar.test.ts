import { buildSidebarTree, docPlaces, sidebarEntries, validateSidebarAgainstDocs, type Sidebars } from './sidebar'
import { parseSidebars } from './sidebarSchema'
import { ContentError } from './schema'
import { docIdFromRelativePath, routeOfDocId } from './routes'

const sidebars: Sidebars = {
  docs: [
    { label: 'Introduction', items: ['introduction/getting-started'] },
    { label: 'API', items: [{ label: 'Store', items: ['api/configureStore'] }, 'api/createSlice'] },
  ],
}
const docs = new Map(
  ['introduction/getting-started', 'api/configureStore', 'api/createSlice'].map((id) => [id, { id, sidebarLabel: id.split('/')[1] }]),
)

describe('routes', () => {
  it('derive the doc id and route from the file path', () => {
    expect(docIdFromRelativePath('api/createSlice.mdx')).toBe('api/createSlice')
    expect(docIdFromRelativePath('rtk-query\\api\\created-api\\hooks.mdx')).toBe('rtk-query/api/created-api/hooks')
    expect(routeOfDocId('api/createSlice')).toBe('/api/createSlice')
  })
})

describe('parseSidebars', () => {
  it('accepts categories with doc ids and nested categories', () => {
    expect(parseSidebars(sidebars, 'content/sidebars.json')).toBe(sidebars)
  })
  it('names each malformed entry', () => {
    try {
      parseSidebars({ docs: [{ items: ['a'] }, 3, { label: 'X', items: 'a' }] }, 'content/sidebars.json')
      throw new Error('expected a ContentError')
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError)
      expect((error as ContentError).problems).toEqual([
        'sidebar "docs"[0] is a category without a "label"',
        'sidebar "docs"[1] must be a doc id (string) or a category ({ "label", "items" })',
        'sidebar "docs"[2].items must be a list of doc ids and categories',
      ])
    }
  })
  it('names blank doc ids and labels inside nested categories, and a sidebar that is not a list', () => {
    try {
      parseSidebars({ docs: [{ label: 'A', items: [' ', { label: '', items: [] }] }], other: 'x' }, 'content/sidebars.json')
      throw new Error('expected a ContentError')
    } catch (error) {
      expect((error as ContentError).problems).toEqual([
        'sidebar "docs"[0].items[0] is an empty doc id',
        'sidebar "docs"[0].items[1] is a category without a "label"',
        'sidebar "other" must be a list of doc ids and categories',
      ])
    }
  })
})

describe('validateSidebarAgainstDocs', () => {
  it('passes when every doc is listed once inside a category', () => {
    expect(validateSidebarAgainstDocs(sidebars, docs.keys())).toEqual([])
  })
  it('names a sidebar entry with no doc', () => {
    const problems = validateSidebarAgainstDocs(sidebars, ['introduction/getting-started', 'api/configureStore'])
    expect(problems).toEqual([expect.stringContaining('lists "api/createSlice", but there is no doc with that id (expected content/docs/api/createSlice.mdx)')])
  })
  it('names a doc that is in no category', () => {
    const problems = validateSidebarAgainstDocs(sidebars, [...docs.keys(), 'api/createAction'])
    expect(problems).toEqual(['the doc "api/createAction" (content/docs/api/createAction.mdx) is in no sidebar category; add it to content/sidebars.json'])
  })
  it('names duplicates and entries outside a category', () => {
    const problems = validateSidebarAgainstDocs({ docs: ['api/createSlice', { label: 'A', items: ['api/createSlice'] }] }, ['api/createSlice'])
    expect(problems).toEqual([expect.stringContaining('outside any category'), expect.stringContaining('is listed twice')])
  })
})

describe('tree and places', () => {
  it('lists entries in reading order with their categories', () => {
    expect(sidebarEntries(sidebars).map((e) => [e.docId, e.categories.join('/')])).toEqual([
      ['introduction/getting-started', 'Introduction'],
      ['api/configureStore', 'API/Store'],
      ['api/createSlice', 'API'],
    ])
  })
  it('builds the tree with routes and labels', () => {
    expect(buildSidebarTree(sidebars.docs, docs)[1]).toEqual({
      type: 'category',
      label: 'API',
      items: [
        { type: 'category', label: 'Store', items: [{ type: 'doc', id: 'api/configureStore', path: '/api/configureStore', label: 'configureStore' }] },
        { type: 'doc', id: 'api/createSlice', path: '/api/createSlice', label: 'createSlice' },
      ],
    })
  })
  it('gives previous and next across categories', () => {
    const places = docPlaces(sidebars, docs)
    expect(places.get('introduction/getting-started')).toMatchObject({ previous: null, next: { path: '/api/configureStore' } })
    expect(places.get('api/configureStore')).toMatchObject({
      categories: ['API', 'Store'],
      previous: { path: '/introduction/getting-started', label: 'getting-started' },
      next: { path: '/api/createSlice', label: 'createSlice' },
    })
    expect(places.get('api/createSlice')?.next).toBeNull()
  })
})
