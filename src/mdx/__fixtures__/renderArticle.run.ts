/**
 * Test helper (renderArticle.test.ts): renders one MDX body with the build's article renderer in
 * a child Node process, since jest cannot load the ES-module MDX compiler. Input on stdin:
 * `{ source: ArticleSource, settings: ArticleSettings }`; prints the rendered article as JSON.
 */
import { renderArticle, type ArticleSource } from '../renderArticle'
import type { ArticleSettings } from '../../components/Mdx/components'

async function main(): Promise<void> {
  let text = ''
  for await (const chunk of process.stdin) text += chunk
  const { source, settings } = JSON.parse(text) as { source: ArticleSource; settings: ArticleSettings }
  process.stdout.write(JSON.stringify(await renderArticle(source, settings)))
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
})
