import { execFileSync } from 'child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'fs'
import { tmpdir } from 'os'
import path from 'path'
import { gitLastModified } from './gitDates'

const run = (cwd: string, args: string[], date?: string) =>
  execFileSync('git', args, {
    cwd,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  })

describe('gitLastModified', () => {
  let repo: string
  beforeAll(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'git-dates-'))
    mkdirSync(path.join(repo, 'content'))
    run(repo, ['init', '-q', '-b', 'main'])
    writeFileSync(path.join(repo, 'content', 'a.mdx'), 'one')
    writeFileSync(path.join(repo, 'content', 'b.mdx'), 'one')
    run(repo, ['add', '.'])
    run(repo, ['commit', '-q', '-m', 'first'], '2024-03-05T10:00:00Z')
    writeFileSync(path.join(repo, 'content', 'b.mdx'), 'two')
    run(repo, ['commit', '-q', '-am', 'second'], '2025-07-09T10:00:00Z')
    writeFileSync(path.join(repo, 'content', 'c.mdx'), 'not committed')
  })
  afterAll(() => rmSync(repo, { recursive: true, force: true }))

  it('gives each committed file the date of the last commit that changed it, and none to an uncommitted one', () => {
    const dates = gitLastModified(path.join(repo, 'content'), repo)
    expect(Object.fromEntries([...dates].map(([file, date]) => [path.relative(repo, file), date]))).toEqual({
      'content/a.mdx': '2024-03-05',
      'content/b.mdx': '2025-07-09',
    })
  })

  it('gives no dates in a shallow clone, whose one commit would date every file', () => {
    const shallow = mkdtempSync(path.join(tmpdir(), 'git-dates-shallow-'))
    try {
      run(tmpdir(), ['clone', '-q', '--depth', '1', `file://${repo}`, shallow])
      expect(gitLastModified(path.join(shallow, 'content'), shallow).size).toBe(0)
    } finally {
      rmSync(shallow, { recursive: true, force: true })
    }
  })

  it('gives no dates outside a git checkout', () => {
    const plain = mkdtempSync(path.join(tmpdir(), 'git-dates-none-'))
    try {
      expect(gitLastModified(plain, plain).size).toBe(0)
    } finally {
      rmSync(plain, { recursive: true, force: true })
    }
  })
})
