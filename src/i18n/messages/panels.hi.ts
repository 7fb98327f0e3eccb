import { plural } from '../format'
import type { en } from './panels'

const hi: typeof en = {
  close: 'बंद करें',
  closeNavigation: 'मेन्यू बंद करें',
  tryAgain: 'फिर से कोशिश करें',
  tryingAgain: 'फिर से कोशिश हो रही है…',
  retry: 'फिर से कोशिश करें',
  loading: 'लोड हो रहा है…',
  loadMore: 'और दिखाएँ',
  showing: (count, one, many) =>
    `सूची में ${plural(count, { one: `# ${one}`, other: `# ${many}` })}`,
  loadingWhat: (what) => `${what} लोड कर रहे हैं…`,
  couldNotLoad: (what) => `हम ${what} लोड नहीं कर सके।`,
  sortBy: 'क्रम चुनें',
}

export default hi
