import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/input-field'
import { toast, toastError } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/api-error'
import {
  isDemoRenameRefusal,
  useUpdateDisplayName,
} from '@/features/account/api/update-display-name'
import {
  DISPLAY_NAME_MAX_LENGTH,
  displayNameSchema,
  type DisplayNameInput,
  type DisplayNameValues,
} from '@/features/account/schemas/display-name'
import { m } from '@/features/account/messages/account'

type DisplayNameFormProps = {
  currentName: string | null
  /** A shared demo account: the name is everyone's, so the form explains that and stays locked. */
  isDemo?: boolean
}

/** Changes users.name, the name the menus and the dashboard greet you with. */
export function DisplayNameForm({ currentName, isDemo = false }: DisplayNameFormProps) {
  const id = useId()
  const updateName = useUpdateDisplayName()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DisplayNameInput, unknown, DisplayNameValues>({
    resolver: zodResolver(displayNameSchema),
    defaultValues: { name: currentName ?? '' },
  })

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      await updateName.mutateAsync(name)
      toast({ title: m.displayName.success, description: m.displayName.updated })
    } catch (error) {
      // The database refuses to rename a demo profile (LS012): its words go under the field.
      if (isDemoRenameRefusal(error)) {
        setError('name', { type: 'server', message: error.message }, { shouldFocus: true })
        return
      }
      toastError(m.displayName.failed, errorMessage(error))
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid max-w-md gap-4">
      {isDemo && (
        <p className="rounded-md border bg-muted p-3 text-sm text-muted-foreground">
          {m.displayName.demo}
        </p>
      )}
      <InputField
        id={`${id}-name`}
        label={m.displayName.label}
        error={errors.name?.message}
        {...register('name')}
        disabled={isDemo}
        autoComplete="name"
        maxLength={DISPLAY_NAME_MAX_LENGTH}
      />
      <Button type="submit" disabled={isDemo || isSubmitting} className="justify-self-start">
        {isSubmitting ? m.displayName.saving : m.displayName.save}
      </Button>
    </form>
  )
}
