// The document generator's screens load as one chunk from one place in the router: each lazy
// route adds its list of files to the app's first load, so one list costs less than three.
import { Component as DocumentPage } from './document'
import { Component as DocumentsPage } from './documents'
import { Component as NewDocumentPage } from './new-document'
import { m } from '@/features/documents/messages/documents'

// Titles here, not in the route table: its words are part of every page's first load.
export const documentsRoute = { Component: DocumentsPage, handle: { title: m.titles.documents } }
export const documentRoute = { Component: DocumentPage, handle: { title: m.titles.document } }
export const newDocumentRoute = { Component: NewDocumentPage, handle: { title: m.titles.document } }
