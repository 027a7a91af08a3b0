import {
  PREFERRED_VERSION_STORAGE_KEY,
  currentVersion,
  preferredVersion,
  readPreferredVersionName,
  storePreferredVersionName,
  versionLandingPath,
  type VersionEntry,
} from './docsVersion'

const current: VersionEntry = {
  name: 'current',
  label: '2.x',
  release: '2.14.0',
  path: '/',
  mainDocId: 'introduction/getting-started',
  docs: [
    { id: 'api/createSlice', path: '/api/createSlice' },
    { id: 'introduction/getting-started', path: '/introduction/getting-started' },
  ],
}
const legacy: VersionEntry = { name: 'legacy', label: '1.x', release: '1.9.7', path: '/1.x', mainDocId: 'missing', docs: [] }

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data }
}

describe('docs version choice', () => {
  it('finds the current version by name, whatever the order', () => {
    expect(currentVersion([legacy, current])).toBe(current)
    expect(currentVersion([legacy])).toBe(legacy)
    expect(currentVersion([])).toBeUndefined()
  })

  it('uses a stored version that exists and falls back to the current one otherwise', () => {
    expect(preferredVersion([current, legacy], 'legacy')).toBe(legacy)
    expect(preferredVersion([current, legacy], 'removed-long-ago')).toBe(current)
    expect(preferredVersion([current, legacy], null)).toBe(current)
  })

  it('stores and reads the choice under one key', () => {
    const storage = memoryStorage()
    storePreferredVersionName('legacy', storage)
    expect(storage.data.get(PREFERRED_VERSION_STORAGE_KEY)).toBe('legacy')
    expect(readPreferredVersionName(storage)).toBe('legacy')
  })

  it('treats unavailable storage as no choice, without throwing', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(readPreferredVersionName(broken)).toBeNull()
    expect(() => storePreferredVersionName('current', broken)).not.toThrow()
    expect(readPreferredVersionName(null)).toBeNull()
  })

  it("lands on the version's main doc, or its root when the main doc is not among its docs", () => {
    expect(versionLandingPath(current)).toBe('/introduction/getting-started')
    expect(versionLandingPath(legacy)).toBe('/1.x')
  })
})
