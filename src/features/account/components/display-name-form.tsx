import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/input-field'
import { toast } from '@/components/ui/use-toast'
import { useUpdateDisplayName } from '@/features/account/api/update-display-name'
import {
  DISPLAY_NAME_MAX_LENGTH,
  displayNameSchema,
  type DisplayNameInput,
  type DisplayNameValues,
} from '@/features/account/schemas/display-name'
import { getErrorMessage } from '@/lib/utils'

/** Changes users.name, the name the menus and the dashboard greet you with. */
export function DisplayNameForm({ currentName }: { currentName: string | null }) {
  const id = useId()
  const updateName = useUpdateDisplayName()
  const {
    register,
    handleSubmit,
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
      toast({
        title: 'Could not update your name',
        description: getErrorMessage(error),
        variant: 'destructive',
      })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid max-w-md gap-4">
      <InputField
        id={`${id}-name`}
        label="Display name"
        error={errors.name?.message}
        {...register('name')}
        autoComplete="name"
        maxLength={DISPLAY_NAME_MAX_LENGTH}
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Saving...' : 'Save name'}
      </Button>
    </form>
  )
}
