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
import { practiceAreaLabel } from '../lib/labels'
import { m } from '../messages/my-profile'
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
    ? m.professional.enrolmentYearHint(thisYear - 10)
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
    savedMessage: m.saved.professional,
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
            legend={m.professional.practiceAreas}
            name={field.name}
            options={PRACTICE_AREAS}
            optionLabel={practiceAreaLabel}
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
        <legend className="mb-1 text-sm font-medium leading-none">{m.professional.courts}</legend>
        <p id={`${id}-courts-hint`} className="text-xs text-muted-foreground">
          {m.professional.courtsHint(LIMITS.listMax)}
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
                            label={m.professional.court(index + 1)}
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
                          <span className="sr-only">{m.professional.removeCourt(index + 1)}</span>
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
                  {m.professional.addCourt}
                </Button>
                {isFull && (
                  <p className="text-xs text-muted-foreground">
                    {m.professional.courtsFull(LIMITS.listMax)}
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
          label={m.professional.enrolmentYear}
          hint={<ExperienceHint control={control} thisYear={thisYear} />}
          error={errors.enrolment_year?.message}
          {...register('enrolment_year')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
        />
        <FormField
          id={`${id}-fee`}
          label={m.professional.fee}
          error={errors.fee_inr?.message}
          hint={m.professional.feeHint(LIMITS.feeMax)}
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
                placeholder={m.professional.feePlaceholder}
              />
            </div>
          )}
        </FormField>
      </div>

      <ProfileFormFooter
        group={m.groups.professional}
        error={errors.root?.server?.message}
        isSubmitting={isSubmitting}
      />
    </form>
  )
}
