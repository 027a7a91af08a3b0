/**
 * The content types the site's files are served with: the one table read by `npm start`'s
 * server (src/server/staticServer.ts) and by the nginx include writer (src/server/headers.ts),
 * so a new kind of file is one line here. `compress: true` marks text formats that get a
 * precompressed .gz/.br twin at build time (src/build/precompress.ts) and gzip on the fly.
 */
export interface ContentType {
  type: string
  compress: boolean
}

export const CONTENT_TYPES: Record<string, ContentType> = {
  '.html': { type: 'text/html; charset=utf-8', compress: true },
  '.js': { type: 'application/javascript; charset=utf-8', compress: true },
  '.mjs': { type: 'application/javascript; charset=utf-8', compress: true },
  '.css': { type: 'text/css; charset=utf-8', compress: true },
  '.json': { type: 'application/json; charset=utf-8', compress: true },
  '.map': { type: 'application/json; charset=utf-8', compress: true },
  '.svg': { type: 'image/svg+xml', compress: true },
  '.txt': { type: 'text/plain; charset=utf-8', compress: true },
  // The docs' Markdown versions (src/markdown): served as files, never redirected.
  '.md': { type: 'text/markdown; charset=utf-8', compress: true },
  '.xml': { type: 'application/xml; charset=utf-8', compress: true },
  '.webmanifest': { type: 'application/manifest+json', compress: true },
  '.png': { type: 'image/png', compress: false },
  '.jpg': { type: 'image/jpeg', compress: false },
  '.ico': { type: 'image/x-icon', compress: false },
  '.woff2': { type: 'font/woff2', compress: false },
}

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream'

export function contentTypeOf(ext: string): string {
  return CONTENT_TYPES[ext]?.type ?? DEFAULT_CONTENT_TYPE
}

export function isCompressible(ext: string): boolean {
  return CONTENT_TYPES[ext]?.compress ?? false
}

/** The precompressed twins beside a compressible file, best first: `file.br`, then `file.gz`. */
export const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const
