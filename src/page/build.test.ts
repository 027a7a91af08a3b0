import path from 'path'
import { gzipSync } from 'zlib'
import { bundlePageScript, inlineScriptTexts } from './build'
import { inlineScript, INLINE_SCRIPTS_CONSTANT } from './script'

describe('the page script bundle', () => {
  const script = bundlePageScript()

  // 3.46 KB before the Run button's behaviour (src/run/behaviour.ts, 0.86 KB) joined it, 2026-11-27;
  // 4.32 KB before its Edit and Reset and the frame's start on a pointer over Run (0.67 KB) did, the same day;
  // 3.73 KB once that behaviour became a module of its own, loaded on the first intent (src/run/intent.ts), 2026-11-27.
  it('is one self-running function, small enough to inline in every page (≤ 5 KB gzip)', () => {
    expect(script).toMatch(/^"use strict";\(\(\)=>\{/)
    // No static import; the Run bar's import() of its behaviour module, on intent, is the only kind.
    expect(script).not.toMatch(/\bimport\b(?!\()/)
    expect(script).toMatch(/\bimport\(/)
    expect(script).not.toMatch(/\brequire\(/)
    expect(gzipSync(script).length).toBeLessThanOrEqual(5_000)
  })

  it('comes after its pre-paint part, as one strict-mode script', () => {
    const written = inlineScriptTexts().page
    expect(written).toMatch(/^"use strict";/)
    // The pre-paint part reads the stored colour mode and sample language before the page script's first statement.
    expect(written.indexOf('"data-theme"')).toBeLessThan(written.indexOf('"data-code-lang"'))
    expect(written.indexOf('"data-code-lang"')).toBeLessThan(written.indexOf('"data-copy"'))
  })

  it('reaches the page renderer under the constant the build defines, and says what is missing without it', () => {
    const global = globalThis as Record<string, unknown>
    expect(() => inlineScript('page')).toThrow(`${INLINE_SCRIPTS_CONSTANT} is not defined`)
    global[INLINE_SCRIPTS_CONSTANT] = { page: 'p()', starter: 's()' }
    try {
      expect([inlineScript('page'), inlineScript('starter')]).toEqual(['p()', 's()'])
    } finally {
      delete global[INLINE_SCRIPTS_CONSTANT]
    }
  })

  it('stops the build, naming the package, when an entry imports a framework', () => {
    expect(() => bundlePageScript(path.join(import.meta.dirname, '__fixtures__', 'withReact.ts'))).toThrow(
      /must not bundle packages, but it imports node_modules\/react\//,
    )
  })
})
