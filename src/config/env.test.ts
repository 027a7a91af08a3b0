import { createSiteMetadata } from './site'
import { envProblems, parseFlag, precompressEnabled } from './env'

describe('build environment checks', () => {
  test('an empty environment and a complete valid one have no problems', () => {
    expect(envProblems({})).toEqual([])
    expect(
      envProblems({
        SITE_URL: 'https://docs.example.com/',
        PATH_PREFIX: '/redux/toolkit',
        EDIT_URL: 'https://github.com/you/docs/edit/main',
        GA_TRACKING_ID: 'G-ABC123XYZ',
        BASE_URL_BANNER: 'off',
        PRECOMPRESS: 'no',
      }),
    ).toEqual([])
  })

  test('each malformed value is named with what to use instead, all at once', () => {
    const problems = envProblems({
      SITE_URL: 'docs.example.com',
      PATH_PREFIX: '/my docs',
      EDIT_URL: 'github.com/you/docs',
      GA_TRACKING_ID: 'my-id',
      BASE_URL_BANNER: 'maybe',
      PRECOMPRESS: 'br',
    })
    expect(problems).toHaveLength(6)
    expect(problems[0]).toMatch(/^SITE_URL="docs.example.com" is not an absolute http\(s\) URL/)
    expect(problems[1]).toMatch(/^PATH_PREFIX="\/my docs"/)
    expect(problems[2]).toMatch(/^EDIT_URL="github.com\/you\/docs"/)
    expect(problems[3]).toMatch(/^GA_TRACKING_ID="my-id" is not a Google tag id such as G-XXXXXXXXXX/)
    expect(problems[4]).toMatch(/^BASE_URL_BANNER="maybe" is not a yes\/no value/)
    expect(problems[5]).toBe('PRECOMPRESS="br" is not a yes/no value: use true or false.')
  })

  test('a SITE_URL with a path points at PATH_PREFIX', () => {
    expect(envProblems({ SITE_URL: 'https://example.com/docs' })).toEqual([expect.stringContaining('put the path in PATH_PREFIX')])
  })

  test('flags accept the usual words and fall back when unset', () => {
    expect(parseFlag('X', undefined, true)).toBe(true)
    expect(parseFlag('X', ' ', false)).toBe(false)
    expect(parseFlag('X', 'No', true)).toBe(false)
    expect(parseFlag('X', 'YES', false)).toBe(true)
    expect(() => parseFlag('X', 'nope', true)).toThrow('X="nope" is not a yes/no value')
    expect([precompressEnabled({}), precompressEnabled({ PRECOMPRESS: 'false' }), precompressEnabled({ PRECOMPRESS: 'on' })]).toEqual([
      true,
      false,
      true,
    ])
  })

  test('the site config refuses to build from a bad environment', () => {
    expect(() => createSiteMetadata({ GA_TRACKING_ID: 'oops' })).toThrow(/Build configuration:\n {2}- GA_TRACKING_ID="oops"/)
  })
})
