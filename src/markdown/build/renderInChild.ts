/**
 * Markdown twins rendered in a child Node process (src/markdown/build/renderCli.ts): jest's
 * module system cannot load the ES-module MDX parser and serialiser, so tests get twins this way;
 * the conversion code is the one the site build runs.
 */
import { execFileSync } from 'child_process'
import path from 'path'
import { SITE_ROOT } from '../../content/paths'
import type { TwinSource } from './render'

const CLI = path.join(SITE_ROOT, 'src', 'markdown', 'build', 'renderCli.ts')

export interface ChildSettings {
  release: string
  siteUrl: string
  baseUrl: string
}

function run(input: object): Record<string, string> {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', CLI], {
      input: JSON.stringify(input),
      cwd: SITE_ROOT,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    return JSON.parse(output) as Record<string, string>
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr
    throw new Error(stderr ? stderr.trim() : (error as Error).message)
  }
}

/** The twins of the given docs, by route. */
export function renderTwinsInChild(docs: readonly TwinSource[], settings: ChildSettings): Record<string, string> {
  return run({ docs, ...settings })
}

/** The twins of every doc under content/docs, by route. */
export function renderContentTwinsInChild(settings: ChildSettings): Record<string, string> {
  return run({ content: true, ...settings })
}
