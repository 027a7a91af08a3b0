import { readdirSync, readFileSync } from 'fs'
import path from 'path'
import { CONTENT_DIR } from './paths'
import { documentedRelease } from './release'

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : entry.name.endsWith('.mdx') ? [path.join(dir, entry.name)] : [],
  )
}

describe('the documented release', () => {
  it('is read from the installed package', () => {
    const { version } = JSON.parse(readFileSync(path.join('node_modules', '@reduxjs', 'toolkit', 'package.json'), 'utf8'))
    expect(documentedRelease()).toEqual({ version, line: `${version.split('.')[0]}.x` })
  })

  it('is never typed by hand in the content (pages write <Release /> instead)', () => {
    const { version } = documentedRelease()
    const hits = files(CONTENT_DIR).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (line.includes(version) ? [`${path.relative(process.cwd(), file)}:${i + 1}`] : [])),
    )
    expect(hits).toEqual([])
  })
})
