/**
 * Markdown twins rendered in a child Node process (src/markdown/build/renderCli.ts): jest's
 * module system cannot load the ES-module MDX parser and serialiser, so tests get twins this way;
 * the conversion code is the one the site build runs.
 */
import path from 'path'
import { SITE_ROOT } from '../../content/paths'
import { runCliInChild } from '../../content/runCli'
import type { TwinSource } from './render'

const CLI = path.join(SITE_ROOT, 'src', 'markdown', 'build', 'renderCli.ts')

export interface ChildSettings {
  release: string
  siteUrl: string
  baseUrl: string
}

function run(input: object): Record<string, string> {
  return runCliInChild<Record<string, string>>(CLI, input, 'Markdown twin rendering failed')
}

/** The twins of the given docs, by route. */
export function renderTwinsInChild(docs: readonly TwinSource[], settings: ChildSettings): Record<string, string> {
  return run({ docs, ...settings })
}

/** The twins of every doc under content/docs, by route. */
export function renderContentTwinsInChild(settings: ChildSettings): Record<string, string> {
  return run({ content: true, ...settings })
}
