import type { RouteHandle } from '@/components/layouts/route-meta'
import { useParams } from 'react-router'
import { AdvocateNotFound, AdvocateProfileScreen } from '../components/advocate-profile'
import { m } from '../messages/profile'
import { advocateIdSchema } from '../schemas/directory'

export const handle: RouteHandle = { title: m.title }

/** /advocates/{id}: a verified advocate's public profile (docs/PRODUCT.md §2 'Advocates'). */
export function Component() {
  const { advocateId = '' } = useParams()
  const isValidId = advocateIdSchema.safeParse(advocateId).success
  return (
    <div className="mx-auto w-full max-w-3xl">
      {isValidId ? (
        <AdvocateProfileScreen key={advocateId} advocateId={advocateId} />
      ) : (
        <AdvocateNotFound />
      )}
    </div>
  )
}
