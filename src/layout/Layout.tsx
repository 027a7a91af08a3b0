import '../styles/global.css'
import '../components/Mdx/article.css'
import '../components/CodeTabs/codeTabs.css'
import '../typeInfo/typeInfo.css'
import '../run/run.css'
// Written by the build (src/mdx/tokenClasses.ts): the code token classes.
import '../styles/generated/code-tokens.css'
import React, { Suspense } from 'react'
import { Drawer, opensDrawer } from '../components/Drawer/Drawer'
import { Footer } from '../components/Footer/Footer'
import { Navbar } from '../components/Navbar/Navbar'
import { SearchButton } from '../search/ui/SearchButton'
import { PageContent } from '../loading/PageContent'
import { Sidebar } from '../components/Sidebar/Sidebar'
import { useSidebar } from '../components/Sidebar/useSidebar'
import { useSiteMetadata } from '../components/useSiteMetadata'
import { useRelease } from '../versions/useRelease'
import * as styles from './Layout.module.css'

const DRAWER_ID = 'docs-navigation'

/**
 * Navbar, main content and footer: the frame of every page. The sidebar and the main content are
 * each a Suspense boundary, though nothing in them suspends: a tap while React is still hydrating
 * makes it finish hydrating, at once, only the boundary that holds the tap (the shell of navbar
 * and footer, or the part tapped) instead of the whole page (src/browser/hydrate.ts).
 */
export function Layout({ children, sidebar }: { children: React.ReactNode; sidebar?: { name: string; currentPath: string } }) {
  const site = useSiteMetadata()
  const release = useRelease()
  const tree = useSidebar(sidebar?.name ?? '')
  const nav = sidebar ? (
    <Suspense>
      <Sidebar tree={tree} currentPath={sidebar.currentPath} />
    </Suspense>
  ) : null
  const content = (
    <Suspense>
      <PageContent>{children}</PageContent>
    </Suspense>
  )

  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to main content
      </a>
      <Navbar site={site} release={release} menuButton={sidebar ? opensDrawer(DRAWER_ID) : undefined} search={<SearchButton />} />
      {sidebar ? (
        <div className={styles.docs}>
          <aside className={styles.sidebar} aria-label="Sidebar">
            {nav}
          </aside>
          <Drawer id={DRAWER_ID} label="Docs navigation">
            {nav}
          </Drawer>
          <main id="main" className={styles.main}>
            {content}
          </main>
        </div>
      ) : (
        <main id="main">{content}</main>
      )}
      <Footer site={site} />
    </>
  )
}
