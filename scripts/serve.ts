/** `npm run serve`: serves the production build in public/ (see src/server/staticServer.ts). */
import path from 'path'
import { createStaticServer } from '../src/server/staticServer'
import { normalizeBaseUrl } from '../src/config/urls'

const root = path.resolve(process.env.PUBLIC_DIR ?? 'public')
const port = Number(process.env.PORT ?? 9000)
const host = process.env.HOST ?? '127.0.0.1'
const prefix = process.env.PATH_PREFIX ?? '/'

const server = createStaticServer({ root, prefix })
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another port, e.g. PORT=9001 npm run serve` : error.message,
  )
  process.exit(1)
})
server.listen(port, host, () => {
  const base = normalizeBaseUrl(prefix)
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${base === '/' ? '' : base}/`,
  )
})
