import { isHindi } from '../locale'
import hi from './common.hi'

/**
 * The words of the app's frame on every page (src/lib, src/hooks, the error page): part of every
 * first load, so only these. Dialogs, lists and error boxes have panels.ts.
 */
export const en = {
  unknownError: 'Unknown error',
  error: 'Error',
  couldNotRestoreSession: 'Could not restore your session',
  couldNotLoadProfile: 'Could not load your profile',
  couldNotSignOut: (detail: string) => `Could not sign out: ${detail}`,
  errorPage: {
    title: 'Unexpected Application Error!',
    /** 'Please reload the page. If it keeps happening, [tell us] what you were doing.' */
    reloadBefore: 'Please reload the page. If it keeps happening,',
    tellUs: 'tell us',
    reloadAfter: 'what you were doing.',
    backHome: 'Back to the home page',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
