import { zodResolver } from '@hookform/resolvers/zod'
import { CircleAlert, Send } from 'lucide-react'
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { FieldError } from '@/components/ui/field-error'
import { FormField } from '@/components/ui/form-field'
import { fieldClasses, Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { cn, getErrorMessage } from '@/lib/utils'
import { ConsultationRequestError, useRequestConsultation } from '../api/request-consultation'
import { practiceAreaLabel } from '../lib/labels'
import { m } from '../messages/connect'
import { m as lists } from '../messages/lists'
import { useConnectDraft, type ConnectDraft } from '../hooks/use-connect-draft'
import { ADVOCATE_LIMITS, PRACTICE_AREAS } from '../schemas/advocate-lists'
import {
  CONSULTATION_ERROR_CODES,
  CONSULTATION_MODE_VALUES,
  consultationRequestSchema,
  type ConnectTarget,
  type ConsultationRequestInput,
  type ConsultationRequestValues,
} from '../schemas/directory'

const resolver = zodResolver(consultationRequestSchema)

const DAY_MS = 24 * 60 * 60 * 1000
const pad = (n: number) => String(n).padStart(2, '0')

/** A moment as a datetime-local value in the device's time zone: '2026-12-01T10:30'. */
function toLocalInput(date: Date) {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The request's category starts at the advocate's first practice area. */
function emptyDraft(advocate: ConnectTarget): ConnectDraft {
  return {
    category:
      PRACTICE_AREAS.find((area) => area === advocate.practice_areas[0]) ?? PRACTICE_AREAS[0],
    description: '',
    mode: 'chat',
    preferred_at: '',
  }
}

/**
 * The consultation request (docs/PRODUCT.md §2 'Advocates'): the matter's category, a
 * description, how and when to consult. What is typed is kept as a draft for this advocate until
 * the request is sent; a refusal is shown above the button and the text stays in the form.
 */
export function ConnectForm({ advocate, onSent }: { advocate: ConnectTarget; onSent: () => void }) {
  const id = useId()
  const { userId } = useAuth()
  const empty = useMemo(() => emptyDraft(advocate), [advocate])
  const { restored, save, finish } = useConnectDraft(userId, advocate.id, empty)
  const request = useRequestConsultation()
  const [refusal, setRefusal] = useState<Error | null>(null)
  // The field's bounds, fixed when the form opens (the schema checks the moment of sending).
  const [bounds] = useState(() => {
    const now = Date.now()
    return {
      min: toLocalInput(new Date(now)),
      max: toLocalInput(new Date(now + ADVOCATE_LIMITS.preferredDaysAhead * DAY_MS)),
    }
  })
  const {
    register,
    control,
    handleSubmit,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<ConsultationRequestInput, unknown, ConsultationRequestValues>({
    resolver,
    defaultValues: restored ?? empty,
  })
  const description = useWatch({ control, name: 'description' }) ?? ''

  // Every change is kept, so a reload or a refused request finds the form as it was.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => save(values),
      }),
    [subscribe, save],
  )

  const submit = handleSubmit(async (values) => {
    setRefusal(null)
    try {
      await request.mutateAsync({ ...values, advocate_id: advocate.id })
    } catch (error) {
      setRefusal(error instanceof Error ? error : new Error(getErrorMessage(error)))
      return
    }
    finish()
    onSent()
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void submit(event).catch((error: unknown) =>
      setRefusal(error instanceof Error ? error : new Error(getErrorMessage(error))),
    )

  const code = refusal instanceof ConsultationRequestError ? refusal.code : ''
  const tooLong = description.trim().length > ADVOCATE_LIMITS.descriptionMax

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid gap-5">
      <div className="grid gap-2">
        <DialogTitle>{m.title(advocate.name)}</DialogTitle>
        <DialogDescription>{m.description(advocate.name)}</DialogDescription>
      </div>

      <FormField id={`${id}-category`} label={m.category} error={errors.category?.message}>
        {(field) => (
          <select {...field} {...register('category')} className={cn(fieldClasses, 'h-10')}>
            {PRACTICE_AREAS.map((area) => (
              <option key={area} value={area}>
                {practiceAreaLabel(area)}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField
        id={`${id}-description`}
        label={m.describe}
        error={errors.description?.message}
        hint={
          <span className={tooLong ? 'font-medium text-destructive' : undefined}>
            {m.describeHint(description.length, ADVOCATE_LIMITS.descriptionMax)}
          </span>
        }
      >
        {(field) => <Textarea {...field} {...register('description')} rows={6} required />}
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">{m.mode}</legend>
        <div className="flex flex-wrap gap-2">
          {CONSULTATION_MODE_VALUES.map((mode) => (
            <label
              key={mode}
              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                value={mode}
                {...register('mode')}
                className="size-4 accent-primary"
              />
              {lists.modes[mode]}
            </label>
          ))}
        </div>
        <FieldError>{errors.mode?.message}</FieldError>
      </fieldset>

      <FormField
        id={`${id}-time`}
        label={m.time}
        error={errors.preferred_at?.message}
        hint={m.timeHint(ADVOCATE_LIMITS.preferredDaysAhead)}
      >
        {(field) => (
          <Input
            {...field}
            {...register('preferred_at')}
            type="datetime-local"
            min={bounds.min}
            max={bounds.max}
            required
          />
        )}
      </FormField>

      {refusal && (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-destructive/50 p-3 text-sm"
        >
          <p className="flex items-start gap-2">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            <span>
              <span className="font-medium">{m.notSent}</span> {refusal.message} {m.textKept}
            </span>
          </p>
          {code === CONSULTATION_ERROR_CODES.premiumNeeded && (
            <Button asChild variant="link" size="inline" className="justify-self-start">
              <Link to={paths.pricing.getHref()}>{m.seePremium}</Link>
            </Button>
          )}
          {code === CONSULTATION_ERROR_CODES.openRequestExists && (
            <Button asChild variant="link" size="inline" className="justify-self-start">
              <Link to={paths.messages.getHref()}>{m.goToMessages}</Link>
            </Button>
          )}
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {m.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          <Send aria-hidden="true" />
          {isSubmitting ? m.sending : m.send}
        </Button>
      </div>
    </form>
  )
}
