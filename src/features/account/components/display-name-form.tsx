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
      toast({ title: 'Success', description: 'Your name has been updated.' })
    } catch (error) {
      // The database refuses to rename a demo profile (LS012): its words go under the field.
      if (isDemoRenameRefusal(error)) {
        setError('name', { type: 'server', message: error.message }, { shouldFocus: true })
        return
      }
      toastError('Could not update your name', errorMessage(error))
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid max-w-md gap-4">
      {isDemo && (
        <p className="rounded-md border bg-muted p-3 text-sm text-muted-foreground">
          This is a shared demo profile: every visitor uses it, so its name cannot be changed.
          Create your own account to choose a name.
        </p>
      )}
      <InputField
        id={`${id}-name`}
        label="Display name"
        error={errors.name?.message}
        {...register('name')}
        disabled={isDemo}
        autoComplete="name"
        maxLength={DISPLAY_NAME_MAX_LENGTH}
      />
      <Button type="submit" disabled={isDemo || isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Saving...' : 'Save name'}
      </Button>
    </form>
  )
}
