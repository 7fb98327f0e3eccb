import { plural } from '../format'
import { isHindi } from '../locale'
import hi from './panels.hi'

/** The words of dialogs, lists, panels and error boxes (src/components): signed-in pages' mostly. */
export const en = {
  close: 'Close',
  closeNavigation: 'Close navigation',
  tryAgain: 'Try again',
  tryingAgain: 'Trying again…',
  retry: 'Retry',
  loading: 'Loading…',
  loadMore: 'Load more',
  /** A paged list's status line: 'Showing 3 discussions'. */
  showing: (count: number, one: string, many: string) =>
    `Showing ${plural(count, { one: `# ${one}`, other: `# ${many}` })}`,
  /** `what` in lower case, e.g. 'your recent documents'. */
  loadingWhat: (what: string) => `Loading ${what}…`,
  couldNotLoad: (what: string) => `We couldn't load ${what}.`,
  sortBy: 'Sort by',
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
