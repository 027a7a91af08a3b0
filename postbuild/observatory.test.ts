/**
 * The MDN HTTP Observatory's tests against deploy/nginx.conf in real nginx with the built site
 * and a throwaway certificate. Every test must pass except the two only a certificate from a
 * trusted authority can pass (hsts-invalid-cert, redirection-invalid-cert).
 *
 * The scanner lives in tools/observatory (its own package, installed by scripts/tools.ts; its
 * .npmrc turns off its install scripts, which download an HSTS preload list and a TLD list from
 * outside the registry, and it depends on a database client the site does not need). The
 * HSTS preload list only tells it whether a public domain is preloaded; 127.0.0.1 never is, so
 * an empty list ({}) is written instead of the download.
 */
import { execFileSync } from 'child_process'
import { writeFileSync } from 'fs'
import path from 'path'
import { toolPackage } from '../scripts/tools'
import { startNginx, type RunningNginx } from './nginx'

export const NEEDS_TRUSTED_CERTIFICATE = ['hsts-invalid-cert', 'redirection-invalid-cert']

let nginx: RunningNginx

beforeAll(async () => {
  writeFileSync(path.join(toolPackage('observatory', '@mdn/mdn-http-observatory'), 'conf/hsts-preload.json'), '{}\n')
  nginx = await startNginx(path.resolve('public'), { http: 'OBSERVATORY_HTTP_PORT', https: 'OBSERVATORY_HTTPS_PORT' })
}, 300_000)
afterAll(() => nginx?.stop())

interface ScanOutput {
  status: number
  score: number
  grade: string
  tests: Array<{ name: string; result: string; pass: boolean }>
}

it('passes every Observatory test a throwaway certificate allows', () => {
  const output = execFileSync(
    process.execPath,
    ['postbuild/observatory-scan.mjs', '127.0.0.1', String(nginx.httpPort), String(nginx.httpsPort)],
    {
      env: { ...process.env, NODE_TLS_REJECT_UNAUTHORIZED: '0', NODE_NO_WARNINGS: '1' },
      encoding: 'utf8',
    },
  )
  const scan = JSON.parse(output) as ScanOutput
  console.log(
    `Observatory with a throwaway certificate: ${scan.grade} (${scan.score}/100)\n${scan.tests.map((t) => `  ${t.pass ? 'pass' : 'FAIL'} ${t.name}: ${t.result}`).join('\n')}`,
  )
  expect(scan.status).toBe(200)
  expect(scan.tests.length).toBeGreaterThanOrEqual(10)
  const failed = scan.tests.filter((t) => !t.pass && !NEEDS_TRUSTED_CERTIFICATE.includes(t.result)).map((t) => `${t.name}: ${t.result}`)
  expect(failed).toEqual([])
})
