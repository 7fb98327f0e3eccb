import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useAuth } from '@/lib/auth'
import { isPremiumRefusal } from '../api/document-errors'
import type { DocumentRow } from '../api/document-schema'
import { withDocumentsClient } from '../api/documents-client'
import { getDocument } from '../api/get-document'
import { documentKeys } from '../api/keys'
import { saveDocument } from '../api/save-document'
import { createAutosaveStore } from '../lib/autosave-store'
import { browserStorage, localCopyKey } from '../lib/local-copy'

/**
 * The autosave of one saved document (docs/PRODUCT.md §2 'Documents'): see lib/autosave-store.ts.
 * Mount it once per document (key the editor by its id). Saves are tried again when the connection
 * returns; leaving the page with changes the server does not have yet asks first.
 */
export function useDocumentAutosave(document: DocumentRow, canSave: boolean) {
  const queryClient = useQueryClient()
  const { userId, refreshProfile } = useAuth()
  const [store] = useState(() =>
    createAutosaveStore({
      document,
      canSave,
      storage: browserStorage(),
      key: localCopyKey(userId ?? '', document.id),
      save: (changes) => withDocumentsClient((client) => saveDocument(client, changes)),
      load: () => withDocumentsClient((client) => getDocument(client, document.id)),
      onSaved: (row) => {
        queryClient.setQueryData(documentKeys.detail(row.id), row)
        void queryClient.invalidateQueries({ queryKey: documentKeys.lists() })
      },
      // The plan changed since the page loaded: read it again so the screen shows the lock.
      onRefused: (error) => {
        if (isPremiumRefusal(error)) void refreshProfile()
      },
    }),
  )
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot)

  useEffect(() => {
    store.start()
    window.addEventListener('online', store.resume)
    return () => {
      window.removeEventListener('online', store.resume)
      store.stop()
    }
  }, [store])

  const mustWarn = canSave && snapshot.hasUnsavedChanges
  useEffect(() => {
    if (!mustWarn) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [mustWarn])

  return { snapshot, store }
}
