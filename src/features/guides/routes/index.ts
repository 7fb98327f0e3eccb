// The public guides' three pages load as one chunk from one place in the router (as the document
// generator's do): each lazy route adds its list of files to every page's first load. Their data
// (the index, the dictionary, each guide) is a chunk of its own, fetched by the page's loader.
import * as dictionary from './legal-dictionary'
import * as guide from './guide'
import * as guides from './guides'

export const guidesRoute = {
  Component: guides.Component,
  loader: guides.loader,
  handle: guides.handle,
}
export const guideRoute = { Component: guide.Component, loader: guide.loader }
export const dictionaryRoute = {
  Component: dictionary.Component,
  loader: dictionary.loader,
  handle: dictionary.handle,
}
