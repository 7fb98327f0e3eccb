import { zodResolver } from '@hookform/resolvers/zod'
import { Plus, Trash2 } from 'lucide-react'
import { useId, useMemo, useRef } from 'react'
import { Controller, useWatch, type Control } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { InputField } from '@/components/ui/input-field'
import { useSaveProfile } from '../api/save-profile'
import { useProfilePartForm } from '../hooks/use-profile-part-form'
import { ADVOCATE_LIMITS as LIMITS, PRACTICE_AREAS } from '../schemas/advocate-lists'
import type { MyAdvocateProfile } from '../schemas/profile'
import {
  experienceLabel,
  professionalDetailsDefaults,
  professionalDetailsSchema,
  yearsOfExperience,
  type ProfessionalDetailsInput,
  type ProfessionalDetailsValues,
} from '../schemas/profile-forms'
import { ProfileChoiceGroup } from './profile-choice-group'
import { ProfileFormFooter } from './profile-form-card'

const format = (n: number) => n.toLocaleString('en-IN')

/** Starts with one empty court to fill in when none is saved yet. */
function withOneCourt(values: ProfessionalDetailsInput): ProfessionalDetailsInput {
  return values.courts.length > 0 ? values : { ...values, courts: [{ name: '' }] }
}

/** The years of experience once the year of enrolment is valid; only this line re-renders. */
function ExperienceHint({
  control,
  thisYear,
}: {
  control: Control<ProfessionalDetailsInput, unknown, ProfessionalDetailsValues>
  thisYear: number
}) {
  const experience = yearsOfExperience(useWatch({ control, name: 'enrolment_year' }), thisYear)
  return experience === null
    ? `The year you enrolled with your State Bar Council, e.g. ${thisYear - 10}.`
    : experienceLabel(experience)
}

/** 'Professional details': practice areas, courts, year of enrolment and the consultation fee. */
export function ProfileProfessionalForm({ profile }: { profile: MyAdvocateProfile | null }) {
  const id = useId()
  const thisYear = new Date().getFullYear()
  const schema = useMemo(() => professionalDetailsSchema(thisYear), [thisYear])
  const save = useSaveProfile()
  const {
    register,
    control,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useProfilePartForm({
    resolver: zodResolver(schema),
    defaults: (saved) => withOneCourt(professionalDetailsDefaults(saved)),
    saved: profile,
    save: save.mutateAsync,
    savedMessage: 'Professional details saved.',
  })
  // The court just added takes the focus when its input mounts.
  const addedCourt = useRef<number | null>(null)
  const courtsError = errors.courts?.message ?? errors.courts?.root?.message

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid gap-5">
      <Controller
        control={control}
        name="practice_areas"
        render={({ field, fieldState }) => (
          <ProfileChoiceGroup
            id={`${id}-areas`}
            legend="Practice areas"
            name={field.name}
            options={PRACTICE_AREAS}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            max={LIMITS.listMax}
            error={fieldState.error?.message}
          />
        )}
      />

      <fieldset
        className="grid gap-3"
        aria-describedby={[`${id}-courts-hint`, courtsError && `${id}-courts-error`]
          .filter(Boolean)
          .join(' ')}
      >
        <legend className="mb-1 text-sm font-medium leading-none">Courts</legend>
        <p id={`${id}-courts-hint`} className="text-xs text-muted-foreground">
          The courts and tribunals you appear in, e.g. Bombay High Court. Up to {LIMITS.listMax}.
        </p>
        {/* A controlled list rather than useFieldArray: the forms chunk every public form loads
            stays as small as the forum's forms already make it. */}
        <Controller
          control={control}
          name="courts"
          render={({ field }) => {
            const list = field.value
            const isFull = list.length >= LIMITS.listMax
            const change = (next: typeof list) => field.onChange(next)
            return (
              <>
                <ol className="grid gap-3">
                  {list.map((court, index) => {
                    const inputId = `${id}-court-${index}`
                    return (
                      <li key={index} className="flex items-start gap-2">
                        <div className="min-w-0 flex-1">
                          <FormField
                            id={inputId}
                            label={`Court ${index + 1}`}
                            error={errors.courts?.[index]?.name?.message}
                          >
                            {(control) => (
                              <Input
                                {...control}
                                ref={(element) => {
                                  if (index === 0) field.ref(element)
                                  if (element && addedCourt.current === index) {
                                    addedCourt.current = null
                                    element.focus()
                                  }
                                }}
                                name={`courts.${index}.name`}
                                value={court.name}
                                onChange={(event) =>
                                  change(
                                    list.map((item, i) =>
                                      i === index ? { name: event.target.value } : item,
                                    ),
                                  )
                                }
                                onBlur={field.onBlur}
                                maxLength={LIMITS.courtMax}
                                autoComplete="off"
                              />
                            )}
                          </FormField>
                        </div>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="mt-6 shrink-0"
                          onClick={() => change(list.filter((_, i) => i !== index))}
                        >
                          <Trash2 aria-hidden="true" />
                          <span className="sr-only">Remove court {index + 1}</span>
                        </Button>
                      </li>
                    )
                  })}
                </ol>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  disabled={isFull}
                  onClick={() => {
                    addedCourt.current = list.length
                    change([...list, { name: '' }])
                  }}
                >
                  <Plus aria-hidden="true" />
                  Add a court
                </Button>
                {isFull && (
                  <p className="text-xs text-muted-foreground">
                    That is {LIMITS.listMax} courts, the most a profile lists. To add another, first
                    remove one.
                  </p>
                )}
              </>
            )
          }}
        />
        <FieldError id={`${id}-courts-error`}>{courtsError}</FieldError>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={`${id}-year`}
          label="Year of enrolment"
          hint={<ExperienceHint control={control} thisYear={thisYear} />}
          error={errors.enrolment_year?.message}
          {...register('enrolment_year')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
        />
        <FormField
          id={`${id}-fee`}
          label="Consultation fee in ₹ (optional)"
          error={errors.fee_inr?.message}
          hint={`Whole rupees, up to ₹${format(LIMITS.feeMax)}; 0 for free consultations. Your professional details count as complete once a fee is set.`}
        >
          {(control) => (
            <div className="flex items-center gap-2">
              <span aria-hidden="true" className="text-muted-foreground">
                ₹
              </span>
              <Input
                {...control}
                {...register('fee_inr')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={9}
                placeholder="e.g. 1,500"
              />
            </div>
          )}
        </FormField>
      </div>

      <ProfileFormFooter
        group="professional details"
        error={errors.root?.server?.message}
        isSubmitting={isSubmitting}
      />
    </form>
  )
}
