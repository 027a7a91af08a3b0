import React from 'react'

/** The site mark: an inline SVG, so it costs no request. */
export function Logo() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#764abc" />
      <path
        d="M9 22.5c4-1 7.5-5 8.5-11.5M13 23c4.5-.5 9-3.5 10.5-9M8.5 16.5c2.5 1.5 7 2 11 0"
        stroke="#fff"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  )
}
