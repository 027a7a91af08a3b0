/**
 * Runs deploy/nginx.conf in real nginx for the post-build tests: finds nginx (installs Debian's
 * `nginx` when missing and running as root, with the Brotli static module when the archive has
 * it), makes a throwaway certificate with openssl, and starts nginx on loopback ports from a
 * temporary folder with the built site as its root. The site file is deploy/nginx.conf itself;
 * only its machine-specific lines (ports, paths, certificate) are replaced, and each replacement
 * must match, so the tested file is the shipped file.
 */
import { execFileSync, spawn, type ChildProcess } from 'child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs'
import net from 'net'
import os from 'os'
import path from 'path'

export const NGINX_CONF = path.resolve('deploy/nginx.conf')
export const DEPLOY_ROOT = '/var/www/redux-toolkit-docs'
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

function aptInstall(packages: string[]): boolean {
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    return true
  } catch {
    return false
  }
}

export function findNginx(): string | undefined {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : undefined
  return NGINX_CANDIDATES.find((file) => existsSync(file))
}

/** nginx's path; installs Debian's nginx (and its Brotli static module if available) as root. */
export function ensureNginx(): string {
  const found = findNginx()
  if (found) return found
  if (isRoot() && existsSync('/usr/bin/apt-get')) {
    console.log('nginx is not installed: installing Debian\'s "nginx" package (apt-get)…')
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    aptInstall(['nginx'])
    if (!aptInstall(['libnginx-mod-http-brotli-static'])) console.log('No Brotli module in this archive: testing gzip_static only.')
    const installed = findNginx()
    if (installed) return installed
  }
  throw new Error(
    'The nginx tests need nginx and none was found. Install it (Debian: `sudo apt-get install nginx libnginx-mod-http-brotli-static`) or set NGINX_PATH.',
  )
}

export function ensureOpenssl(): void {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' })
  } catch {
    if (isRoot() && existsSync('/usr/bin/apt-get') && aptInstall(['openssl'])) return
    throw new Error('The nginx tests make a throwaway certificate with openssl: install it (Debian: `sudo apt-get install openssl`).')
  }
}

/** A free loopback port, or the one an environment variable names. */
export async function port(envName: string): Promise<number> {
  const fixed = Number(process.env[envName])
  if (fixed) return fixed
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo
      server.close(() => resolve(free))
    })
    server.on('error', reject)
  })
}

export interface RunningNginx {
  httpPort: number
  httpsPort: number
  brotli: boolean
  dir: string
  stop(): Promise<void>
}

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const next = text.replace(from, to)
  if (next === text) throw new Error(`${NGINX_CONF} no longer contains ${from}: update postbuild/nginx.ts to the new layout.`)
  return next
}

/** deploy/nginx.conf with this machine's ports, folders and certificate. */
export function localizeConf(
  conf: string,
  o: { root: string; httpPort: number; httpsPort: number; cert: string; key: string; brotli: boolean },
): string {
  let text = conf
  text = replaceOnce(text, /^\s*listen \[::\]:80;\n/m, '')
  text = replaceOnce(text, /^\s*listen \[::\]:443 ssl http2;\n/m, '')
  text = replaceOnce(text, 'listen 80;', `listen 127.0.0.1:${o.httpPort};`)
  text = replaceOnce(text, 'listen 443 ssl http2;', `listen 127.0.0.1:${o.httpsPort} ssl http2;`)
  text = replaceOnce(text, 'return 301 https://$host$request_uri;', `return 301 https://$host:${o.httpsPort}$request_uri;`)
  text = replaceOnce(text, '/etc/ssl/certs/redux-toolkit-docs.pem', o.cert)
  text = replaceOnce(text, '/etc/ssl/private/redux-toolkit-docs.key', o.key)
  text = replaceOnce(text, new RegExp(DEPLOY_ROOT.replace(/[/.-]/g, '\\$&'), 'g'), o.root)
  if (o.brotli) text = replaceOnce(text, '# brotli_static on;', 'brotli_static on;')
  return text
}

async function waitForPort(p: number, child: ChildProcess, log: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(p, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nginx did not listen on port ${p}`)
}

export async function startNginx(root: string, ports: { http: string; https: string }): Promise<RunningNginx> {
  const nginx = ensureNginx()
  ensureOpenssl()
  if (!existsSync(path.join(root, '_nginx.conf'))) throw new Error(`${root}/_nginx.conf is missing: build the site first (npm run build).`)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rtk-nginx-'))
  for (const sub of ['logs', 'tmp']) mkdirSync(path.join(dir, sub))
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  const httpPort = await port(ports.http)
  const httpsPort = await port(ports.https)
  const brotli = existsSync(BROTLI_MODULE)
  const site = localizeConf(readFileSync(NGINX_CONF, 'utf8'), { root, httpPort, httpsPort, cert, key, brotli })
  writeFileSync(path.join(dir, 'site.conf'), site)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${dir}/tmp/${name};`)
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      brotli ? `load_module ${BROTLI_MODULE};` : '',
      isRoot() ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/logs/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log off;`,
      ...temp,
      `  include ${dir}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  )
  const conf = path.join(dir, 'nginx.conf')
  execFileSync(nginx, ['-t', '-q', '-p', dir, '-c', conf], { stdio: 'pipe' })
  const child = spawn(nginx, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' })
  await waitForPort(httpsPort, child, path.join(dir, 'logs', 'error.log'))
  await waitForPort(httpPort, child, path.join(dir, 'logs', 'error.log'))
  return {
    httpPort,
    httpsPort,
    brotli,
    dir,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.on('exit', () => {
          rmSync(dir, { recursive: true, force: true })
          resolve()
        })
        child.kill('SIGQUIT')
      }),
  }
}

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** One request, no redirects followed, no decompression, any certificate accepted (it is ours). */
export async function request(url: string, headers: Record<string, string> = {}, rawPath?: string): Promise<RawResponse> {
  const { request: send } = url.startsWith('https:') ? await import('https') : await import('http')
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: target.hostname,
        port: target.port,
        path: rawPath ?? target.pathname + target.search,
        method: 'GET',
        headers,
        rejectUnauthorized: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}
