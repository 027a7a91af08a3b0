/**
 * The ids of a page's headings, in one place: the doc template's title (`<h1>`), rehype-slug's
 * section headings, the search records' anchors and the export-coverage table all follow
 * github-slugger's rules, so a link built from one meets the id made by another.
 */
import GithubSlugger, { slug } from 'github-slugger'

/** The id of a page's title heading: the title slugged on its own. */
export function titleId(title: string): string {
  return slug(title)
}

/**
 * A fresh id maker for one page's section headings, called in document order: a repeated text
 * gets `-1`, `-2`, … as rehype-slug gives it.
 */
export interface SectionIds {
  slug(text: string): string
}

export function sectionIds(): SectionIds {
  return new GithubSlugger()
}
