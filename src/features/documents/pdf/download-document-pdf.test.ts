import { everyBlockModel } from '../testing/every-block-model'
import { PDF_FAILED, PDF_OFFLINE } from '@/lib/render-in-worker'
import { renderDocumentPdf } from './download-document-pdf'

/** A stand-in for the PDF worker: it answers the first message with `reply`, or fails to load. */
function fakeWorker(reply: { blob?: Blob; error?: string } | 'load-error') {
  const posted: unknown[] = []
  class FakeWorker extends EventTarget {
    terminated = false
    postMessage(message: unknown) {
      posted.push(message)
      queueMicrotask(() => {
        if (reply === 'load-error')
          this.dispatchEvent(Object.assign(new Event('error'), { message: 'Failed to fetch' }))
        else this.dispatchEvent(new MessageEvent('message', { data: reply }))
      })
    }
    terminate() {
      this.terminated = true
    }
  }
  vi.stubGlobal('Worker', FakeWorker)
  return posted
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('renderDocumentPdf', () => {
  it('sends the model to the worker and resolves with its PDF', async () => {
    const blob = new Blob(['%PDF'], { type: 'application/pdf' })
    const posted = fakeWorker({ blob })
    await expect(renderDocumentPdf(everyBlockModel)).resolves.toBe(blob)
    expect(posted).toEqual([{ model: everyBlockModel }])
  })

  it('rejects with a message a person can act on when rendering fails', async () => {
    fakeWorker({ error: 'Cannot read properties of undefined' })
    await expect(renderDocumentPdf(everyBlockModel)).rejects.toThrow(PDF_FAILED)
  })

  it('rejects with a message when the renderer cannot be loaded or crashes', async () => {
    fakeWorker('load-error')
    await expect(renderDocumentPdf(everyBlockModel)).rejects.toThrow(PDF_FAILED)
  })

  it('says that the device is offline when it is', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    fakeWorker('load-error')
    await expect(renderDocumentPdf(everyBlockModel)).rejects.toThrow(PDF_OFFLINE)
  })
})
