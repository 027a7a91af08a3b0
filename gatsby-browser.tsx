/**
 * Browser hooks. Each stays a line or two and calls a named module in src/browser.
 */
import type { GatsbyBrowser } from 'gatsby'
import { initialRenderDone, routeUpdated, shouldUpdateScroll as restoresScroll, startRuntime } from './src/browser/runtime'

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => startRuntime()

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => initialRenderDone()

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => routeUpdated(location, prevLocation)

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => restoresScroll(routerProps.location)
