import { Send } from 'lucide-react'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast, toastError } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/api-error'
import { paths } from '@/config/paths'
import { categoryLabel } from '@/features/forum/messages/common'
import { m } from '@/features/forum/messages/new-thread'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { cn } from '@/lib/utils'
import { useCreateThread } from '../api/create-thread'
import { EMPTY_THREAD_DRAFT, useThreadDraft } from '../hooks/use-thread-draft'
import { FORUM_CATEGORIES, FORUM_LIMITS, type ForumCategory } from '../schemas/forum'
import type { NewThreadInput, NewThreadValues } from '../schemas/new-thread'

const resolver = lazyZodResolver(() =>
  import('../schemas/new-thread').then(({ newThreadSchema }) => newThreadSchema),
)

function showPostFailure(error: unknown) {
  toastError(m.notPosted, m.keptHere(errorMessage(error)))
}

/** The categories in the forum's order, with `category` added or taken out. */
function toggled(chosen: ForumCategory[], category: ForumCategory): ForumCategory[] {
  const next = chosen.includes(category)
    ? chosen.filter((c) => c !== category)
    : [...chosen, category]
  return FORUM_CATEGORIES.filter((c) => next.includes(c))
}

/**
 * Asks the community a question: title, details, 1–3 tags and 'Ask anonymously'. What is typed
 * is kept as a draft (per user) until the question is posted, so a reload or a refused post
 * loses nothing; on success the thread opens and the draft is gone.
 */
export function NewThreadForm({ userId }: { userId: string | null }) {
  const id = useId()
  const navigate = useNavigate()
  const createThread = useCreateThread()
  const { restored, save, discard, finish } = useThreadDraft(userId)
  const [showRestored, setShowRestored] = useState(restored !== null)
  const {
    register,
    control,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<NewThreadInput, unknown, NewThreadValues>({
    resolver,
    defaultValues: restored ?? EMPTY_THREAD_DRAFT,
  })
  const [title = '', body = ''] = useWatch({ control, name: ['title', 'body'] })

  // Every change is kept, so a reload or a failed post finds the question as it was.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => save(values),
      }),
    [subscribe, save],
  )

  const submit = handleSubmit(async (values) => {
    try {
      const threadId = await createThread.mutateAsync(values)
      finish()
      toast({ title: m.posted, description: m.postedDescription })
      await navigate(paths.forumThread.getHref(threadId), { replace: true })
    } catch (error) {
      showPostFailure(error)
    }
  })
  // The validation code loads on the first submit (lazyZodResolver): its failure is shown too.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event).catch(showPostFailure)

  const discardDraft = () => {
    discard()
    reset(EMPTY_THREAD_DRAFT)
    setShowRestored(false)
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={resolver.preload}
      aria-busy={isSubmitting}
      className="grid gap-6"
    >
      {showRestored && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
          <span>{m.restored}</span>
          <Button type="button" variant="link" size="inline" onClick={discardDraft}>
            {m.discard}
          </Button>
        </p>
      )}

      <FormField
        id={`${id}-title`}
        label={m.titleLabel}
        error={errors.title?.message}
        hint={m.titleHint(title.length, FORUM_LIMITS.titleMax)}
      >
        {(field) => (
          <Input
            {...field}
            {...register('title')}
            maxLength={FORUM_LIMITS.titleMax}
            placeholder={m.titlePlaceholder}
            autoComplete="off"
            required
          />
        )}
      </FormField>

      <FormField
        id={`${id}-body`}
        label={m.detailsLabel}
        error={errors.body?.message}
        hint={m.detailsHint(body.length, FORUM_LIMITS.bodyMax)}
      >
        {(field) => (
          <Textarea
            {...field}
            {...register('body')}
            rows={8}
            maxLength={FORUM_LIMITS.bodyMax}
            required
          />
        )}
      </FormField>

      <Controller
        control={control}
        name="categories"
        render={({ field, fieldState }) => {
          const chosen = field.value
          const full = chosen.length >= FORUM_LIMITS.categoriesMax
          const error = fieldState.error?.message ?? errors.categories?.root?.message
          return (
            <fieldset
              className="grid gap-2"
              aria-describedby={cn(`${id}-tags-hint`, error && `${id}-tags-error`)}
            >
              <legend className="mb-2 text-sm font-medium leading-none">{m.tags}</legend>
              <div className="flex flex-wrap gap-2">
                {FORUM_CATEGORIES.map((category, index) => {
                  const checked = chosen.includes(category)
                  const disabled = !checked && full
                  return (
                    <label
                      key={category}
                      className={cn(
                        'inline-flex min-h-10 items-center gap-2 rounded-md border px-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                        checked ? 'border-primary bg-accent font-medium' : 'border-input',
                        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
                      )}
                    >
                      <input
                        ref={index === 0 ? field.ref : undefined}
                        type="checkbox"
                        name={field.name}
                        value={category}
                        checked={checked}
                        disabled={disabled}
                        onChange={() => field.onChange(toggled(chosen, category))}
                        onBlur={field.onBlur}
                        className="size-4 accent-primary"
                      />
                      {categoryLabel(category)}
                    </label>
                  )
                })}
              </div>
              <p id={`${id}-tags-hint`} className="text-xs text-muted-foreground">
                {m.tagsHint(FORUM_LIMITS.categoriesMax, chosen.length)}
                {full && m.tagsFull}
              </p>
              <FieldError id={`${id}-tags-error`}>{error}</FieldError>
            </fieldset>
          )
        }}
      />

      <div className="flex items-start gap-3">
        <input
          id={`${id}-anonymous`}
          type="checkbox"
          {...register('is_anonymous')}
          aria-describedby={`${id}-anonymous-hint`}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <div className="grid gap-1">
          <Label htmlFor={`${id}-anonymous`}>{m.anonymous}</Label>
          <p id={`${id}-anonymous-hint`} className="text-sm text-muted-foreground">
            {m.anonymousHint}
          </p>
        </div>
      </div>

      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Send aria-hidden="true" />
        {isSubmitting ? m.posting : m.post}
      </Button>
    </form>
  )
}
