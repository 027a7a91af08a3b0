import React from 'react'
import { Link } from 'gatsby'
import type { SiteView } from '../useSiteMetadata'
import { isExternal } from '../../config/urls'
import { ColorModeToggle } from '../../colorMode/ColorModeToggle'
import { SmartLink } from '../SmartLink/SmartLink'
import { VersionMenu } from '../../versions/VersionMenu'
import { Logo } from './Logo'
import * as styles from './Navbar.module.css'

interface Props {
  site: SiteView
  /** The documented release, shown next to the title. */
  release?: string
  /** The attributes that make the menu button open the docs navigation drawer on narrow screens (doc pages only). */
  menuButton?: Record<string, string>
  /** Slot for the search button. */
  search?: React.ReactNode
}

export function Navbar({ site, release, menuButton, search }: Props) {
  const { navbar, colorMode } = site.theme
  return (
    <header className={styles.navbar}>
      <nav className={styles.inner} aria-label="Main">
        {menuButton && (
          <button type="button" className={styles.menuButton} aria-label="Open docs navigation" {...menuButton}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M3 6h18M3 12h18M3 18h18" />
            </svg>
          </button>
        )}
        <Link to="/" className={styles.brand}>
          <Logo />
          <span className={styles.title}>{navbar.title}</span>
        </Link>
        {release && <span className={styles.release}>v{release}</span>}
        <ul className={styles.items}>
          {navbar.items.map((item) => (
            <li key={item.to}>
              <SmartLink to={item.to} className={styles.item} activeClassName={styles.active} partiallyActive={!isExternal(item.to)}>
                {item.label}
              </SmartLink>
            </li>
          ))}
        </ul>
        <div className={styles.tools}>
          <VersionMenu />
          {search}
          {!colorMode.disableSwitch && <ColorModeToggle />}
        </div>
      </nav>
    </header>
  )
}
