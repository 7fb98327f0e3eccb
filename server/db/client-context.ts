import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Which client a database call is made for, without passing it through every call: the backend
 * sets it where a request enters (app.ts) and the drivers' schedulers read it. Calls outside a
 * request — migrations, start-up, the CLI, tests that use the driver directly — share one key.
 */
const clients = new AsyncLocalStorage<string>()

export const SERVER_CLIENT = 'server'

export function runAsClient<T>(client: string, fn: () => T): T {
  return clients.run(client, fn)
}

/** The client of the request being served, or undefined outside one. */
export const requestClient = (): string | undefined => clients.getStore()

export const currentClient = (): string => clients.getStore() ?? SERVER_CLIENT
