import type { Backend } from '../server/app'
import type { BackendConfig } from '../server/config'
import type { Driver } from '../server/db/driver'
import type { Account } from './fixtures'
import type { Variant } from './measure'

/** One benchmarked operation: the REST call first, then the direct baselines it is compared with. */
export type Operation = { name: string; variants: Variant[]; notes: string[] }

export type BenchContext = { db: Driver; backend: Backend; config: BackendConfig; account: Account }

export function expectOk<T extends { error: unknown }>(result: T): T {
  if (result.error) throw new Error(`benchmark request failed: ${JSON.stringify(result.error)}`)
  return result
}
