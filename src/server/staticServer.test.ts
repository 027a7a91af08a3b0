import path from 'path'
import { resolveRequest } from './staticServer'

const root = path.join('/srv', 'public')
const files = new Set(['index.html', '404.html', 'api/createSlice/index.html', 'app-123.js', 'favicon.svg'].map((f) => path.join(root, f)))
const isFile = async (file: string) => files.has(file)

describe('resolveRequest', () => {
  it('serves routes from their index.html and files as they are', async () => {
    expect(await resolveRequest('/', root, '/', isFile)).toEqual({ kind: 'file', file: path.join(root, 'index.html') })
    expect(await resolveRequest('/api/createSlice?x=1', root, '/', isFile)).toEqual({ kind: 'file', file: path.join(root, 'api/createSlice/index.html') })
    expect(await resolveRequest('/favicon.svg', root, '/', isFile)).toEqual({ kind: 'file', file: path.join(root, 'favicon.svg') })
  })
  it('redirects a trailing index.html and a trailing slash to the clean route, keeping the query', async () => {
    expect(await resolveRequest('/api/createSlice/index.html', root, '/', isFile)).toEqual({ kind: 'redirect', location: '/api/createSlice' })
    expect(await resolveRequest('/index.html?q=1', root, '/', isFile)).toEqual({ kind: 'redirect', location: '/?q=1' })
    expect(await resolveRequest('/api/createSlice/', root, '/', isFile)).toEqual({ kind: 'redirect', location: '/api/createSlice' })
  })
  it('answers unknown paths, escapes and bad encodings with not-found', async () => {
    expect(await resolveRequest('/api/nothing', root, '/', isFile)).toEqual({ kind: 'not-found' })
    expect(await resolveRequest('/../etc/passwd', root, '/', isFile)).toEqual({ kind: 'not-found' })
    expect(await resolveRequest('/%E0%A4%A', root, '/', isFile)).toEqual({ kind: 'not-found' })
  })
  it('serves under a path prefix only', async () => {
    expect(await resolveRequest('/docs/api/createSlice', root, '/docs', isFile)).toEqual({ kind: 'file', file: path.join(root, 'api/createSlice/index.html') })
    expect(await resolveRequest('/docs/index.html', root, '/docs', isFile)).toEqual({ kind: 'redirect', location: '/docs' })
    expect(await resolveRequest('/api/createSlice', root, '/docs', isFile)).toEqual({ kind: 'not-found' })
  })
})
