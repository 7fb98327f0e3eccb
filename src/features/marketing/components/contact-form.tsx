import { Send } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { EmailField } from '@/components/ui/email-field'
import { InputField } from '@/components/ui/input-field'
import { Textarea } from '@/components/ui/textarea'
import { toast, toastError } from '@/components/ui/use-toast'
import { CONTACT_LIMITS } from '@/config/constants'
import { CONTACT_FAILURE, CONTACT_SUCCESS } from '@/features/marketing/content/contact'
import type { ContactFormInput, ContactFormValues } from '@/features/marketing/schemas/contact'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { m } from '@/features/marketing/messages/contact'

const CONTACT_DEFAULTS: ContactFormInput = { name: '', email: '', message: '' }
const resolver = lazyZodResolver(() =>
  import('@/features/marketing/schemas/contact').then(({ contactSchema }) => contactSchema),
)
// The sender and the Supabase client load when the visitor starts using the form.
const loadSender = () => import('@/features/marketing/api/send-contact-message')
const preload = () => {
  resolver.preload()
  loadSender().then(
    ({ preloadContactClient }) => preloadContactClient(),
    () => undefined,
  )
}

/** docs/PRODUCT.md §2 'Contact': the message is stored in contact_messages for the team. */
export function ContactForm() {
  const id = useId()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver,
    defaultValues: CONTACT_DEFAULTS,
  })

  const onSubmit = handleSubmit(async (values, event) => {
    // Only bots fill the hidden field: they are thanked like anyone, and nothing is sent.
    const isBot = event && new FormData(event.target as HTMLFormElement).get('website')
    const problem = isBot
      ? null
      : await loadSender().then(
          ({ sendContactMessage }) => sendContactMessage(values),
          () => CONTACT_FAILURE.offline,
        )
    if (problem) {
      // What was typed stays, to send again.
      toastError(CONTACT_FAILURE.title, problem)
      return
    }
    toast(CONTACT_SUCCESS)
    reset(CONTACT_DEFAULTS)
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={preload}
      aria-busy={isSubmitting}
      className="grid gap-5"
    >
      <InputField
        id={`${id}-name`}
        label={m.form.name}
        error={errors.name?.message}
        {...register('name')}
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        required
      />
      <EmailField
        id={`${id}-email`}
        error={errors.email?.message}
        {...register('email')}
        maxLength={CONTACT_LIMITS.email}
        required
      />
      <FormField id={`${id}-message`} label={m.form.message} error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('message')}
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            placeholder={m.form.messagePlaceholder}
            required
          />
        )}
      </FormField>
      <label aria-hidden="true" className="sr-only">
        {m.form.website}
        <input name="website" tabIndex={-1} autoComplete="off" />
      </label>
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Send aria-hidden="true" />
        {isSubmitting ? m.form.sending : m.form.send}
      </Button>
    </form>
  )
}
