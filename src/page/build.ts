/**
 * Makes the inline scripts of the pages' <head> (script.ts hands them to gatsby-ssr.tsx): the runtime's starter
 * (src/runtimeStart/starter.ts) minified, and the page script after its pre-paint part (the stored
 * colour mode and sample language, applied before the body is painted), minified as one. Bundles
 * the page script (entry.ts → behaviour.ts and the feature modules it installs) into one
 * minified function, with esbuild (already the bundler of the project's
 * TypeScript runner, and fast enough to run whenever Gatsby sets up its server rendering: about 20 ms). The bundle may
 * hold only the site's own modules: a package in it (React, Gatsby) would make every page pay for
 * a framework before the reader's first tap, so that stops the build, naming the package.
 */
import { buildSync, transformSync } from 'esbuild'
import path from 'path'
import type { CreateWebpackConfigArgs } from 'gatsby'
import { SITE_ROOT } from '../content/paths'
import { trackingId } from '../config/analytics'
import { createSiteMetadata } from '../config/site'
import { colorModeScript } from '../colorMode/colorMode'
import { codeLanguageScript } from '../components/CodeTabs/language'
import { starterScript } from '../runtimeStart/starter'
import { INLINE_SCRIPTS_CONSTANT, type InlineScripts } from './script'

const ENTRY = path.join(SITE_ROOT, 'src', 'page', 'entry.ts')

export function bundlePageScript(entry: string = ENTRY): string {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    metafile: true,
    legalComments: 'none',
  })
  const packages = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules/'))
  if (packages.length > 0)
    throw new Error(
      `The page script (src/page/entry.ts) must not bundle packages, but it imports ${packages.join(', ')}: keep tap behaviour framework-free`,
    )
  return result.outputFiles[0].text.trim()
}

/** A script's text as the pages carry it: minified (the starter: 1.8 → 1.1 KB gzip, docs/performance.md). */
export const minifyScript = (text: string) => transformSync(text, { minify: true, target: 'es2020', legalComments: 'none' }).code.trim()

export function inlineScriptTexts(): InlineScripts {
  const prePaint = `${colorModeScript(createSiteMetadata().theme.colorMode.defaultMode)};${codeLanguageScript()}`
  return {
    // Strict mode for all of it: the bundle's own directive would no longer come first.
    page: minifyScript(`"use strict";${prePaint};${bundlePageScript()}`),
    starter: minifyScript(starterScript(trackingId() !== undefined)),
  }
}

/** Defines the scripts in the bundle that renders the pages' HTML (`gatsby build`, and `gatsby develop`'s page shell). */
export function defineInlineScripts({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-html' && stage !== 'develop-html') return
  actions.setWebpackConfig({ plugins: [plugins.define({ [INLINE_SCRIPTS_CONSTANT]: JSON.stringify(inlineScriptTexts()) })] })
}
