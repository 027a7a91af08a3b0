/**
 * Browser hooks. Each stays a line or two and calls a named module: src/loading/runtime.ts (the
 * runtime's start, navigation states and scrolling) or src/browser/hydrate.ts (hydration).
 */
import type { GatsbyBrowser } from 'gatsby'
import { hydrateInSlices } from './src/browser/hydrate'
import {
  initialRenderDone,
  routeUpdateDelayed,
  routeUpdated,
  shouldUpdateScroll as restoresScroll,
  startRuntime,
  type LoadPage,
} from './src/loading/runtime'

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => startRuntime()

export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInSlices

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = ({ loadPage }) => initialRenderDone(loadPage as LoadPage)

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => routeUpdateDelayed()

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => routeUpdated(location, prevLocation)

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => restoresScroll(routerProps.location)
