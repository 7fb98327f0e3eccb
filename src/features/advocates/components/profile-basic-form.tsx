import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { Controller, useWatch, type Control } from 'react-hook-form'
import { FormField } from '@/components/ui/form-field'
import { InputField } from '@/components/ui/input-field'
import { Textarea } from '@/components/ui/textarea'
import { useSaveProfile } from '../api/save-profile'
import { useProfilePartForm } from '../hooks/use-profile-part-form'
import { languageLabel } from '../lib/labels'
import { bioLength } from '../lib/profile-completion'
import { m } from '../messages/my-profile'
import { ADVOCATE_LIMITS as LIMITS, INDIAN_STATES, LANGUAGES } from '../schemas/advocate-lists'
import type { MyAdvocateProfile } from '../schemas/profile'
import {
  basicInformationDefaults,
  basicInformationSchema,
  type BasicInformationInput,
  type BasicInformationValues,
} from '../schemas/profile-forms'
import { ProfileChoiceGroup } from './profile-choice-group'
import { ProfileFormFooter } from './profile-form-card'
import { ProfileSelect } from './profile-select'
import { stateLabel } from '@/i18n/messages/states'

/** The bio's length as it is typed; only this line re-renders on each key. */
function BioCounter({
  control,
}: {
  control: Control<BasicInformationInput, unknown, BasicInformationValues>
}) {
  const bio = useWatch({ control, name: 'bio' })
  return m.basic.bioCounter(bioLength(bio), LIMITS.bioMax, LIMITS.bioDoneMin)
}

/** 'Basic information': name, city, state, languages and bio. */
export function ProfileBasicForm({ profile }: { profile: MyAdvocateProfile | null }) {
  const id = useId()
  const save = useSaveProfile()
  const {
    register,
    control,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useProfilePartForm({
    resolver: zodResolver(basicInformationSchema),
    defaults: basicInformationDefaults,
    saved: profile,
    save: save.mutateAsync,
    savedMessage: m.saved.basic,
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid gap-5">
      <InputField
        id={`${id}-name`}
        label={m.basic.displayName}
        hint={m.basic.displayNameHint}
        error={errors.display_name?.message}
        {...register('display_name')}
        autoComplete="name"
        maxLength={LIMITS.nameMax}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={`${id}-city`}
          label={m.basic.city}
          error={errors.city?.message}
          {...register('city')}
          autoComplete="address-level2"
          maxLength={LIMITS.cityMax}
        />
        <ProfileSelect
          id={`${id}-state`}
          label={m.basic.state}
          placeholder={m.basic.chooseState}
          options={INDIAN_STATES}
          optionLabel={stateLabel}
          error={errors.state?.message}
          {...register('state')}
        />
      </div>
      <Controller
        control={control}
        name="languages"
        render={({ field, fieldState }) => (
          <ProfileChoiceGroup
            id={`${id}-languages`}
            legend={m.basic.languages}
            name={field.name}
            options={LANGUAGES}
            optionLabel={languageLabel}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            max={LIMITS.listMax}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormField
        id={`${id}-bio`}
        label={m.basic.bio}
        error={errors.bio?.message}
        hint={<BioCounter control={control} />}
      >
        {(control) => (
          <Textarea
            {...control}
            {...register('bio')}
            rows={6}
            maxLength={LIMITS.bioMax}
            placeholder={m.basic.bioPlaceholder}
          />
        )}
      </FormField>
      <ProfileFormFooter
        group={m.groups.basic}
        error={errors.root?.server?.message}
        isSubmitting={isSubmitting}
      />
    </form>
  )
}
