import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog'
import { InputField } from '@/components/ui/input-field'
import { toast, toastError } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-error'
import {
  forgetSessionHere,
  useDeleteMyAccount,
  WrongPasswordError,
} from '@/features/account/api/my-data'
import { m } from '@/features/account/messages/account'

/** Asks for the password (a signed-in phone is not enough), then erases the account. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const id = useId()
  const navigate = useNavigate()
  const deleteAccount = useDeleteMyAccount()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!password) return setError(m.deleteAccount.enterPassword)
    try {
      await deleteAccount.mutateAsync(password)
    } catch (failure) {
      if (failure instanceof WrongPasswordError) return setError(failure.message)
      toastError(m.deleteAccount.notDeleted, errorMessage(failure))
      return
    }
    toast({
      title: m.deleteAccount.deleted,
      description: m.deleteAccount.deletedDescription,
    })
    await navigate(paths.home.getHref(), { replace: true })
    await forgetSessionHere().catch(() => undefined) // the account is gone either way
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{m.deleteAccount.title}</DialogTitle>
        <DialogDescription>{m.deleteAccount.description}</DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <InputField
            id={`${id}-password`}
            label={m.deleteAccount.password}
            type="password"
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(event) => {
              setPassword(event.target.value)
              setError(undefined)
            }}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {m.deleteAccount.keep}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={deleteAccount.isPending}>
              {deleteAccount.isPending ? m.deleteAccount.deleting : m.deleteAccount.delete}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
