import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { jest } from '@jest/globals'
import { articleCacheKey, articleFileCache, cachedRender, type ArticleCache } from './articleCache'

function memoryCache(): ArticleCache & { keys: () => string[] } {
  const store = new Map<string, unknown>()
  return {
    get: async (key) => store.get(key),
    set: async (key, value) => store.set(key, value),
    keys: () => [...store.keys()],
  }
}

const parts = { content: 'digest-1', renderer: 'renderer-1', basePath: '', release: '2.14.0', headingLinks: true }

describe('article cache', () => {
  it('renders once per key and answers the next query from the cache', async () => {
    const cache = memoryCache()
    const render = jest.fn(async () => ({ html: '<p>x</p>', toc: [] }))
    const key = articleCacheKey(parts)
    expect(await cachedRender(cache, key, render)).toEqual({ html: '<p>x</p>', toc: [] })
    expect(await cachedRender(cache, key, render)).toEqual({ html: '<p>x</p>', toc: [] })
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('gives a new key when the body, the renderer or any render option changes', () => {
    const keys = new Set([
      articleCacheKey(parts),
      articleCacheKey({ ...parts, content: 'digest-2' }),
      articleCacheKey({ ...parts, renderer: 'renderer-2' }),
      articleCacheKey({ ...parts, basePath: '/prefix' }),
      articleCacheKey({ ...parts, release: '2.15.0' }),
      articleCacheKey({ ...parts, headingLinks: false }),
    ])
    expect(keys.size).toBe(6)
  })
})

describe('articleFileCache', () => {
  it('gives back what was stored, by key, from a new instance (a later build), and a miss otherwise', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'article-cache-'))
    const article = { html: '<p>x</p>', toc: [], tree: { type: 'root', children: [] }, typeNotes: { 3: [] } }
    await articleFileCache(dir).set('article:a', article)
    expect(await articleFileCache(dir).get('article:a')).toEqual(article)
    expect(await articleFileCache(dir).get('article:b')).toBeUndefined()
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('takes a file it cannot parse for a miss, so the article is rendered again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'article-cache-'))
    await articleFileCache(dir).set('article:a', { html: 'x' })
    for (const name of readdirSync(dir)) writeFileSync(path.join(dir, name), '{"html": "x')
    expect(await articleFileCache(dir).get('article:a')).toBeUndefined()
  })
})
