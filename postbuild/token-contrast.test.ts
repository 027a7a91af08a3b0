/**
 * Every colour a code token of the built site has (its token classes, src/mdx/tokenClasses.ts,
 * and the themes' default foreground) meets WCAG AA (4.5:1) on every background a code block has
 * in its mode (src/styles/global.css: the block and a highlighted line). The browser's
 * accessibility test (e2e/a11y.spec.ts) leaves the code blocks to this test: checking thousands
 * of token spans page by page was a third of its time on the longest pages.
 */
import { readFileSync } from 'fs'
import path from 'path'
import { readBuiltPages } from '../src/build/headersFiles'
import { PUBLIC_DIR, SITE_ROOT } from '../src/content/paths'
import { loadTokenVocabulary } from '../src/mdx/tokenClasses'

const css = readFileSync(path.join(SITE_ROOT, 'src', 'styles', 'global.css'), 'utf8')

/** The value of a custom property in the first rule with this selector. */
function token(selector: string, name: string): string {
  const rule = new RegExp(`^${selector.replace(/[[\]]/g, '\\$&')} \\{([^}]*)\\}`, 'm').exec(css)?.[1]
  const value = rule && new RegExp(`${name}:\\s*([^;]+);`).exec(rule)?.[1].trim()
  if (!value) throw new Error(`global.css: no ${name} under ${selector}`)
  return value
}

type Rgb = [number, number, number]

function rgb(hex: string, background?: Rgb): Rgb {
  const digits = hex.replace('#', '')
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16))
  const alpha = full.length === 8 ? parseInt(full.slice(6, 8), 16) / 255 : 1
  if (alpha === 1 || !background) return [r, g, b]
  return [r, g, b].map((c, i) => c * alpha + background[i] * (1 - alpha)) as Rgb
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

describe('code token colours', () => {
  it('meet 4.5:1 on the code block and on a highlighted line, in both modes, for every colour the pages use', async () => {
    const vocabulary = await loadTokenVocabulary()
    const used = new Set(
      readBuiltPages(PUBLIC_DIR).flatMap(({ html }) => [...html.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1].split(' '))),
    )
    const declarations = [
      ...[...vocabulary.classes].filter(([, name]) => used.has(name)).map(([declaration]) => declaration),
      ...vocabulary.defaults,
    ]
    const failures: string[] = []
    let checked = 0
    for (const [mode, selector] of [
      ['light', ':root'],
      ['dark', "[data-theme='dark']"],
    ] as const) {
      const colours = declarations.map((d) => new RegExp(`^--shiki-${mode}:(#[0-9a-f]{3,8})$`).exec(d)?.[1]).filter((c) => c !== undefined)
      for (const background of [token(selector, '--bg-code'), token(selector, '--code-line-highlight')]) {
        expect(background).toMatch(/^#[0-9a-f]{6}$/i)
        const bg = rgb(background)
        for (const colour of colours) {
          checked += 1
          const ratio = contrast(rgb(colour, bg), bg)
          expect(Number.isFinite(ratio)).toBe(true)
          if (ratio < 4.5) failures.push(`${mode}: ${colour} on ${background} is ${ratio.toFixed(2)}:1`)
        }
      }
    }
    expect(checked).toBeGreaterThan(20)
    expect(failures).toEqual([])
  })

  it('computes WCAG contrast as the specification does', () => {
    expect(contrast(rgb('#000000'), rgb('#ffffff'))).toBeCloseTo(21, 5)
    expect(contrast(rgb('#777777'), rgb('#ffffff'))).toBeCloseTo(4.48, 2)
    expect(rgb('#ff000080', [0, 0, 255])).toEqual([128, 0, 127])
  })
})
