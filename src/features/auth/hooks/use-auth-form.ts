import type { FormEvent } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'
import { showAuthFailure } from '@/features/auth/utils/show-auth-failure'

/**
 * An auth screen's form: `onValid` runs with the checked values, and whatever fails — the request,
 * or the validation code that loads on the first submit (lazyZodResolver) — is shown by
 * showAuthFailure with what was typed kept.
 */
export function useAuthForm<Input extends FieldValues, Values extends FieldValues>(
  resolver: Resolver<Input, unknown, Values>,
  defaultValues: DefaultValues<Input>,
  onValid: (values: Values) => Promise<void>,
) {
  const form = useForm<Input, unknown, Values>({ resolver, defaultValues })
  const submit = form.handleSubmit(async (values) => {
    try {
      await onValid(values)
    } catch (error) {
      showAuthFailure(error)
    }
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event).catch(showAuthFailure)
  return { ...form, onSubmit }
}
