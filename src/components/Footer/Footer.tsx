import React from 'react'
import type { SiteView } from '../useSiteMetadata'
import { copyrightLine } from '../../config/urls'
import { SmartLink } from '../SmartLink/SmartLink'
import * as styles from './Footer.module.css'

export function Footer({ site }: { site: SiteView }) {
  const { links, copyright } = site.theme.footer
  return (
    <footer className={styles.footer}>
      <div className={styles.groups}>
        {links.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title}`} className={styles.group}>
            <h2 id={`footer-${group.title}`} className={styles.title}>
              {group.title}
            </h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.to}>
                  <SmartLink to={item.to}>{item.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.copyright}>{copyrightLine(copyright)}</p>
    </footer>
  )
}
