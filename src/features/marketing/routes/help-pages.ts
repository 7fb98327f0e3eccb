// /help and /support load as one chunk from one place in the router: each lazy route adds its list
// of files to every page's first load (see features/documents/routes/index.ts).
import * as help from './help'
import * as support from './support'

export const helpRoute = { Component: help.Component, handle: help.handle }
export const supportRoute = { Component: support.Component, handle: support.handle }
