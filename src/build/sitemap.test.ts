import { renderRobots, renderSitemap } from './sitemap'

describe('sitemap and robots', () => {
  it('lists absolute URLs with their lastmod, XML-escaped', () => {
    const xml = renderSitemap([{ url: 'https://ex.com/', lastmod: '2026-11-22' }, { url: 'https://ex.com/a?b=1&c=2' }])
    expect(xml).toContain('<url><loc>https://ex.com/</loc><lastmod>2026-11-22</lastmod></url>')
    expect(xml).toContain('<url><loc>https://ex.com/a?b=1&amp;c=2</loc></url>')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    )
  })
  it('robots.txt allows everything and points at the sitemap', () => {
    expect(renderRobots('https://ex.com/sitemap.xml')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://ex.com/sitemap.xml\n')
  })
})
