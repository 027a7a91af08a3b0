import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { writeFolder } from './bundle'

describe('writeFolder', () => {
  it('leaves an unchanged file untouched, rewrites a changed one, and removes what is no longer listed with its twins', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'write-folder-'))
    mkdirSync(path.join(dir, 'pages'))
    const old = new Date('2020-01-01T00:00:00Z')
    for (const [name, text] of [
      ['same.js', 'a'],
      ['pages/changed.json', '1'],
      ['gone.json', 'x'],
      ['gone.json.br', 'x'],
      ['gone.json.gz', 'x'],
    ]) {
      writeFileSync(path.join(dir, name), text)
      utimesSync(path.join(dir, name), old, old)
    }
    writeFileSync(path.join(dir, 'same.js.br'), 'compressed')
    writeFolder(
      dir,
      new Map([
        ['same.js', 'a'],
        ['pages/changed.json', '2'],
        ['pages/new.json', '3'],
      ]),
    )
    expect(statSync(path.join(dir, 'same.js')).mtimeMs).toBe(old.getTime())
    expect(existsSync(path.join(dir, 'same.js.br'))).toBe(true)
    expect(readFileSync(path.join(dir, 'pages/changed.json'), 'utf8')).toBe('2')
    expect(statSync(path.join(dir, 'pages/changed.json')).mtimeMs).toBeGreaterThan(old.getTime())
    expect(readFileSync(path.join(dir, 'pages/new.json'), 'utf8')).toBe('3')
    for (const name of ['gone.json', 'gone.json.br', 'gone.json.gz']) expect(existsSync(path.join(dir, name))).toBe(false)
  })

  it('makes the folder when there is none', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'write-folder-')), 'run')
    writeFolder(dir, new Map([['a/b.js', 'b']]))
    expect(readFileSync(path.join(dir, 'a/b.js'), 'utf8')).toBe('b')
  })
})
