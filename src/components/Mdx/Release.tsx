import React from 'react'
import { useRelease } from '../useRelease'

/** The documented @reduxjs/toolkit release, for prose: <Release /> renders e.g. 2.14.0. */
export function Release() {
  return <>{useRelease()}</>
}
