import { DocumentConflictError, DocumentError, toDocumentError } from '../api/document-errors'
import type { DocumentRow, DocumentStatus } from '../api/document-schema'
import type { DocumentChanges } from '../api/save-document'
import type { Answers } from '../templates/types'
import { sameContent, type DocumentContent } from './answers'
import { readLocalCopy, writeLocalCopy, type CopyStorage } from './local-copy'

/**
 * Where the editor's changes stand:
 * - 'saved': the server has them; 'pending': waiting for a pause in typing; 'saving': sent;
 * - 'retrying': the last save failed, it tries again by itself; 'offline': no connection, the
 *   changes are kept on this device until it returns;
 * - 'conflict': the document changed elsewhere, the user chooses (never a silent overwrite);
 * - 'refused': the database refused (its message is shown), no retry;
 * - 'local': this user cannot save (free plan), the changes live on this device only.
 */
export type SavePhase =
  | 'saved'
  | 'pending'
  | 'saving'
  | 'retrying'
  | 'offline'
  | 'conflict'
  | 'refused'
  | 'local'

export type AutosaveSnapshot = DocumentContent & {
  status: DocumentStatus
  version: number
  updatedAt: string
  phase: SavePhase
  /** The refusal, in the database's words (phase 'refused'). */
  error: string | null
  hasUnsavedChanges: boolean
  /** What opened the conflict dialog: a save found a newer version, or this device's copy is older. */
  conflict: 'save' | 'local' | null
  /** The server's version is being read for the dialog's choice. */
  isResolving: boolean
  resolveError: string | null
  /** The document was deleted elsewhere. */
  isGone: boolean
}

export type AutosaveOptions = {
  document: DocumentRow
  /** False on the free plan: changes are kept on this device, never sent. */
  canSave: boolean
  storage: CopyStorage | null
  /** Where this document's local copy lives (localCopyKey: user and document). */
  key: string
  save: (changes: DocumentChanges) => Promise<DocumentRow>
  load: () => Promise<DocumentRow | null>
  isOnline?: () => boolean
  onSaved?: (row: DocumentRow) => void
  onRefused?: (error: DocumentError) => void
  debounceMs?: number
}

/** Saves wait for this long after the last change. */
const AUTOSAVE_DEBOUNCE_MS = 800
/** A failed save is tried again after 1 s, then twice as long each time, up to 30 s. */
const RETRY_BASE_MS = 1_000
const RETRY_MAX_MS = 30_000

export function retryDelay(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1))
}

/**
 * The autosave of one saved document, outside React so that its timing is plain to test: the
 * editor's current title and answers, a local copy written on every change, one save at a time
 * after a pause in typing, retries with backoff, and the conflict rules. Create one per document
 * (key the editor by its id); `start()` on mount, `stop()` on unmount.
 */
export function createAutosaveStore(options: AutosaveOptions) {
  const {
    document,
    canSave,
    storage,
    key,
    save,
    load,
    isOnline = () => navigator.onLine !== false,
    onSaved,
    onRefused,
    debounceMs = AUTOSAVE_DEBOUNCE_MS,
  } = options
  const listeners = new Set<() => void>()
  let snapshot = initialSnapshot(document, canSave, readLocalCopy(storage, key), () =>
    writeLocalCopy(storage, key, null),
  )
  let inFlight: Promise<void> | null = null
  let saveAgain = false
  let attempts = 0
  let debounceTimer: ReturnType<typeof setTimeout> | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let isRunning = false

  const update = (changes: Partial<AutosaveSnapshot>) => {
    snapshot = { ...snapshot, ...changes }
    listeners.forEach((listener) => listener())
  }
  const content = (): DocumentContent => ({ title: snapshot.title, answers: snapshot.answers })
  const keepLocally = () =>
    writeLocalCopy(storage, key, { ...content(), baseVersion: snapshot.version, dirty: true })
  const clearTimers = () => {
    clearTimeout(debounceTimer)
    clearTimeout(retryTimer)
    debounceTimer = retryTimer = undefined
  }
  const canSaveNow = () =>
    canSave && isRunning && snapshot.conflict === null && snapshot.phase !== 'refused'

  const scheduleRetry = () => {
    attempts += 1
    clearTimeout(retryTimer)
    retryTimer = setTimeout(() => void saveNow(), retryDelay(attempts))
  }

  const succeeded = (row: DocumentRow, sent: DocumentContent) => {
    attempts = 0
    onSaved?.(row)
    const isCurrent = sameContent(sent, content())
    update({
      version: row.version,
      status: row.status,
      updatedAt: row.updated_at,
      hasUnsavedChanges: !isCurrent,
      phase: isCurrent ? 'saved' : 'pending',
      error: null,
    })
    if (isCurrent) writeLocalCopy(storage, key, null)
    else keepLocally()
  }

  /** A save named an old version. The lost answer of this device's own save is no conflict. */
  const conflicted = async (sent: DocumentContent) => {
    let row: DocumentRow | null = null
    try {
      row = await load()
    } catch {
      // The dialog reads it again when the user chooses.
    }
    if (row && sameContent(row, sent)) {
      succeeded(row, sent)
      saveAgain = snapshot.hasUnsavedChanges
    } else {
      update({ conflict: 'save', phase: 'conflict' })
    }
  }

  const failed = async (error: unknown, sent: DocumentContent) => {
    if (error instanceof DocumentConflictError) return conflicted(sent)
    const failure = toDocumentError(error)
    if (failure instanceof DocumentError && failure.isPermanent) {
      clearTimers()
      update({ phase: 'refused', error: failure.message })
      onRefused?.(failure)
      return
    }
    update({ phase: isOnline() ? 'retrying' : 'offline' })
    if (isRunning) scheduleRetry()
  }

  const attempt = async (changes: Partial<DocumentChanges> = {}) => {
    const sent = content()
    update({ phase: 'saving' })
    try {
      const row = await save({ id: document.id, version: snapshot.version, ...sent, ...changes })
      succeeded(row, sent)
    } catch (error) {
      await failed(error, sent)
      throw error
    }
  }

  const settle = async () => {
    while (inFlight) await inFlight.catch(() => undefined)
  }

  const saveNow = async () => {
    clearTimeout(debounceTimer)
    debounceTimer = undefined
    if (!canSaveNow() || !snapshot.hasUnsavedChanges) return
    if (inFlight) {
      saveAgain = true
      return
    }
    if (!isOnline()) {
      update({ phase: 'offline' })
      scheduleRetry()
      return
    }
    clearTimeout(retryTimer)
    inFlight = attempt().catch(() => undefined)
    await inFlight
    inFlight = null
    // Changes made while it was on its way, whose pause in typing has already passed.
    if (saveAgain) {
      saveAgain = false
      void saveNow()
    }
  }

  /** A change in the form (or the title): kept locally at once, saved after a pause. */
  const edit = (changes: Partial<DocumentContent>) => {
    if (snapshot.status === 'final') return
    const keepsPhase = ['retrying', 'offline', 'conflict', 'refused'].includes(snapshot.phase)
    update({
      ...changes,
      hasUnsavedChanges: true,
      phase: !canSave ? 'local' : keepsPhase ? snapshot.phase : 'pending',
    })
    keepLocally()
    if (!canSaveNow()) return
    clearTimeout(debounceTimer)
    debounceTimer = setTimeout(() => void saveNow(), debounceMs)
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getSnapshot: () => snapshot,

    start() {
      isRunning = true
      if (snapshot.phase === 'pending') void saveNow()
    },
    /** Stops the timers; changes not saved yet are tried once more (the local copy keeps them). */
    stop() {
      if (snapshot.hasUnsavedChanges && canSaveNow() && !inFlight) void saveNow()
      isRunning = false
      clearTimers()
    },

    edit,

    /** A new title: saved at once, like any change (offline, it waits with the rest). */
    rename(title: string) {
      edit({ title })
      void saveNow()
    },

    /** Marks the document final, or reopens it, with the changes not saved yet; throws on failure. */
    async setStatus(status: DocumentStatus) {
      if (!canSave) return
      clearTimers()
      await settle()
      if (snapshot.conflict) throw new DocumentConflictError(document.id)
      inFlight = attempt({ status })
      try {
        await inFlight
      } catch (error) {
        // Only the status was waiting: nothing is left for the retries to save.
        if (!snapshot.hasUnsavedChanges && ['retrying', 'offline'].includes(snapshot.phase)) {
          clearTimeout(retryTimer)
          update({ phase: 'saved' })
        }
        throw error
      } finally {
        inFlight = null
      }
    },

    /** The document was deleted here: nothing is saved any more and the local copy goes. */
    discard() {
      clearTimers()
      isRunning = false
      writeLocalCopy(storage, key, null)
      update({ hasUnsavedChanges: false, phase: 'saved' })
    },

    /** The connection is back: try the waiting changes now. */
    resume() {
      if (snapshot.phase === 'retrying' || snapshot.phase === 'offline') {
        clearTimeout(retryTimer)
        void saveNow()
      }
    },

    /**
     * The conflict dialog's choice: 'load' shows the server's version (this device's changes
     * are dropped); 'keep' reads the server's version number and saves this device's changes
     * over it, on purpose.
     */
    async resolveConflict(choice: 'load' | 'keep') {
      update({ isResolving: true, resolveError: null })
      let row: DocumentRow | null
      try {
        row = await load()
      } catch (error) {
        update({ isResolving: false, resolveError: toDocumentError(error).message })
        return
      }
      const base = { isResolving: false, conflict: null, error: null }
      if (row === null) {
        writeLocalCopy(storage, key, null)
        update({ ...base, isGone: true, hasUnsavedChanges: false, phase: 'saved' })
        return
      }
      const server = { version: row.version, status: row.status, updatedAt: row.updated_at }
      if (choice === 'load') {
        writeLocalCopy(storage, key, null)
        update({
          ...base,
          ...server,
          title: row.title,
          answers: row.answers,
          hasUnsavedChanges: false,
          phase: canSave ? 'saved' : 'local',
        })
        return
      }
      update({ ...base, ...server, hasUnsavedChanges: true, phase: canSave ? 'pending' : 'local' })
      keepLocally()
      await saveNow()
    },
  }
}

export type AutosaveStore = ReturnType<typeof createAutosaveStore>

/** The editor's start: the server's row, or this device's newer copy of it. */
function initialSnapshot(
  row: DocumentRow,
  canSave: boolean,
  local: ReturnType<typeof readLocalCopy>,
  forgetLocal: () => void,
): AutosaveSnapshot {
  const fromServer: AutosaveSnapshot = {
    title: row.title,
    answers: row.answers,
    status: row.status,
    version: row.version,
    updatedAt: row.updated_at,
    phase: canSave ? 'saved' : 'local',
    error: null,
    hasUnsavedChanges: false,
    conflict: null,
    isResolving: false,
    resolveError: null,
    isGone: false,
  }
  if (!local?.dirty || sameContent(local, row)) {
    if (local) forgetLocal()
    return fromServer
  }
  const restored = { ...fromServer, title: local.title, answers: local.answers as Answers }
  if (local.baseVersion !== row.version)
    return { ...restored, hasUnsavedChanges: true, conflict: 'local', phase: 'conflict' }
  return { ...restored, hasUnsavedChanges: true, phase: canSave ? 'pending' : 'local' }
}
