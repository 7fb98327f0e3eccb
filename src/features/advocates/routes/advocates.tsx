import type { RouteHandle } from '@/components/layouts/route-meta'
import { useId, useState } from 'react'
import { useLocation } from 'react-router'
import {
  DirectoryFilterPanel,
  DirectoryFiltersToggle,
  DirectorySearchForm,
  DirectorySortSelect,
} from '../components/directory-filters'
import { DirectoryResults } from '../components/directory-results'
import { useDirectoryFilters } from '../hooks/use-directory-filters'
import { DEFAULT_SORT, isFiltered } from '../lib/directory-filters'
import { m } from '../messages/directory'

export const handle: RouteHandle = { title: m.title }

/**
 * /advocates: the directory of verified advocates (docs/PRODUCT.md §2 'Advocates').
 * The search, the filters and the sort live in the URL
 * (?q=&area=&language=&state=&city=&min_years=&max_fee=&sort=), so a filtered list can be
 * shared, survives a reload, and Back undoes a change; values it does not know are ignored.
 */
export function Component() {
  const { filters, update, clear } = useDirectoryFilters()
  const { search } = useLocation()
  const panelId = useId()
  const [isPanelOpen, setIsPanelOpen] = useState(false)

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.heading}</h1>
        <p className="text-muted-foreground">{m.intro}</p>
      </div>

      <DirectorySearchForm search={filters.search} onSearch={(q) => update({ search: q })} />

      <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="flex flex-wrap items-center justify-between gap-3 md:justify-end lg:col-start-2 lg:row-start-1">
          <DirectoryFiltersToggle
            filters={filters}
            isOpen={isPanelOpen}
            controls={panelId}
            onToggle={() => setIsPanelOpen((open) => !open)}
          />
          <DirectorySortSelect sort={filters.sort} onChange={(sort) => update({ sort })} />
        </div>
        <DirectoryFilterPanel
          id={panelId}
          filters={filters}
          isOpen={isPanelOpen}
          canClear={isFiltered(filters) || filters.sort !== DEFAULT_SORT}
          onChange={update}
          onClear={clear}
          className="lg:sticky lg:top-6 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start"
        />
        <div className="lg:col-start-2">
          <DirectoryResults filters={filters} directorySearch={search} onClearFilters={clear} />
        </div>
      </div>
    </div>
  )
}
