import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Which client a database call is made for, without passing it through every call: the backend
 * sets it where a request enters (app.ts) and the drivers read it. Calls outside a request —
 * migrations, start-up, the CLI, tests that use the driver directly — share one key.
 */
type ClientContext = {
  readonly client: string
  /** How long the drivers keep this client off the database after it stopped it (0: never). */
  readonly faultCooldownMs: number
  /** Set by a driver that refused a turn because of the cool-down: how long it still lasts. */
  refusedForMs?: number
}

const contexts = new AsyncLocalStorage<ClientContext>()

const SERVER_CLIENT = 'server'

export function runAsClient<T>(client: string, fn: () => T, faultCooldownMs = 0): T {
  return contexts.run({ client, faultCooldownMs }, fn)
}

/** The context of the request being served, or undefined outside one. */
export const requestContext = (): ClientContext | undefined => contexts.getStore()

export const currentClient = (): string => contexts.getStore()?.client ?? SERVER_CLIENT
