import { checkBuildEnv } from './checkEnv'

function reporter() {
  const panics: string[] = []
  return { panics, reporter: { panic: (message: string) => void panics.push(message) } as never }
}

describe('checkBuildEnv (onPreInit)', () => {
  test('stops the build naming every bad variable', () => {
    const r = reporter()
    checkBuildEnv(r, { GA_TRACKING_ID: 'oops', EDIT_URL: 'nope' })
    expect(r.panics).toHaveLength(1)
    expect(r.panics[0]).toMatch(
      /^Build configuration:\n {2}- EDIT_URL="nope" is not an absolute http\(s\) URL.*\n {2}- GA_TRACKING_ID="oops"/,
    )
  })

  test('names the missing Algolia variables when only some are set, with the other problems', () => {
    const r = reporter()
    checkBuildEnv(r, { GA_TRACKING_ID: 'oops', ALGOLIA_INDEX_NAME: 'docs' })
    expect(r.panics).toHaveLength(1)
    expect(r.panics[0]).toMatch(
      /^Build configuration:\n {2}- GA_TRACKING_ID="oops".*\n {2}- Search configuration: ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY are not set, but ALGOLIA_INDEX_NAME is\./,
    )
  })

  test('lets a valid environment through', () => {
    const r = reporter()
    checkBuildEnv(r, { SITE_URL: 'https://docs.example.com', GA_TRACKING_ID: 'G-ABC123' })
    expect(r.panics).toEqual([])
  })
})
