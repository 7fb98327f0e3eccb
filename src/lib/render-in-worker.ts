// The PDF exports render in a worker (react-pdf and the Devanagari font never load with a page).
// A worker fails in two ways a person can tell apart: it could not be loaded or crashed (offline,
// or a bug), or it ran and the renderer refused. Neither message shows the technical reason, which
// goes into `cause` for the console.

import { m } from './messages/errors'

export const PDF_OFFLINE = m.pdfOffline
export const PDF_FAILED = m.pdfFailed

/** Posts `request` to the started worker and resolves with the PDF it answers. */
export function renderInWorker(worker: Worker, request: unknown): Promise<Blob> {
  return new Promise((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<{ blob?: Blob; error?: string }>) => {
      worker.terminate()
      if (event.data.blob) resolve(event.data.blob)
      else reject(new Error(PDF_FAILED, { cause: event.data.error }))
    })
    worker.addEventListener('error', (event) => {
      worker.terminate()
      reject(new Error(navigator.onLine ? PDF_FAILED : PDF_OFFLINE, { cause: event.message }))
    })
    worker.postMessage(request)
  })
}
