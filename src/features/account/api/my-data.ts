import { useMutation } from '@tanstack/react-query'
import { downloadBlob } from '@/lib/download-blob'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { m } from '@/features/account/messages/account'

/** The file 'Download my data' saves: everything the account holds, as one JSON document. */
async function downloadMyData(client: AppSupabaseClient, today = new Date()) {
  const { data, error } = await client.rpc('export_my_data')
  if (error) throw error
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  downloadBlob(blob, `lexsetu-my-data-${today.toISOString().slice(0, 10)}.json`)
}

/** delete_my_account() answered false: the password was not the account's. */
export class WrongPasswordError extends Error {
  override name = 'WrongPasswordError'
  constructor() {
    super(m.deleteAccount.wrongPassword)
  }
}

/**
 * Erases the account (delete_my_account: the database checks the password, refuses the demo
 * accounts and counts guesses). The caller then leaves the signed-in pages and forgets the
 * session here (forgetSessionHere), in that order, as signing out does.
 */
async function deleteMyAccount(client: AppSupabaseClient, password: string) {
  const { data, error } = await client.rpc('delete_my_account', { password })
  if (error) throw error
  if (data !== true) throw new WrongPasswordError()
}

/** The account is gone: its session on this device goes too (the server has none left). */
export async function forgetSessionHere() {
  await (await loadSupabase()).auth.signOut({ scope: 'local' })
}

export function useDownloadMyData() {
  return useMutation({
    mutationKey: ['account', 'download-my-data'],
    meta: { errorToast: m.myData.downloadFailed },
    mutationFn: async () => downloadMyData(await loadSupabase()),
  })
}

export function useDeleteMyAccount() {
  return useMutation({
    mutationKey: ['account', 'delete-my-account'],
    mutationFn: async (password: string) => deleteMyAccount(await loadSupabase(), password),
  })
}
