import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/utils'
import { m } from '../messages/my-profile'

type ProfilePartFormOptions<Input extends FieldValues, Values extends FieldValues, Saved> = {
  resolver: Resolver<Input, unknown, Values>
  /** The form's values from a saved row: the one read first, then each one saved. */
  defaults: (saved: Saved | null) => DefaultValues<Input>
  saved: Saved | null
  save: (values: Values) => Promise<Saved>
  /** The toast's description, e.g. 'Basic information saved.' */
  savedMessage: string
}

/**
 * One card of the advocate's profile: saved on its own, reset to what the database kept, and a
 * refused save shown in the card (root.server) with what was typed kept.
 */
export function useProfilePartForm<Input extends FieldValues, Values extends FieldValues, Saved>({
  resolver,
  defaults,
  saved,
  save,
  savedMessage,
}: ProfilePartFormOptions<Input, Values, Saved>) {
  const form = useForm<Input, unknown, Values>({ resolver, defaultValues: defaults(saved) })
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(defaults(await save(values)))
      toast({ title: m.saved.title, description: savedMessage })
    } catch (error) {
      form.setError('root.server', { type: 'server', message: getErrorMessage(error) })
    }
  })
  return { ...form, onSubmit }
}
