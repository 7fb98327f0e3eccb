import { useSearchParams } from 'react-router'
import {
  NO_FILTERS,
  readDirectoryFilters,
  toDirectoryParams,
  type DirectoryFilters,
} from '../lib/directory-filters'

/**
 * The filters of /advocates, kept in the URL (docs/PRODUCT.md §2 'Advocates'): a filtered list
 * can be shared, survives a reload, and Back undoes a change.
 */
export function useDirectoryFilters() {
  const [params, setParams] = useSearchParams()
  const filters = readDirectoryFilters(params)
  const update = (change: Partial<DirectoryFilters>) =>
    setParams(toDirectoryParams({ ...filters, ...change }))
  const clear = () => setParams(toDirectoryParams(NO_FILTERS))
  return { filters, update, clear }
}
