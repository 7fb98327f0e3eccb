import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { Controller, useWatch, type Control } from 'react-hook-form'
import { FormField } from '@/components/ui/form-field'
import { InputField } from '@/components/ui/input-field'
import { Textarea } from '@/components/ui/textarea'
import { useSaveProfile } from '../api/save-profile'
import { useProfilePartForm } from '../hooks/use-profile-part-form'
import { bioLength } from '../lib/profile-completion'
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

const format = (n: number) => n.toLocaleString('en-IN')

/** The bio's length as it is typed; only this line re-renders on each key. */
function BioCounter({
  control,
}: {
  control: Control<BasicInformationInput, unknown, BasicInformationValues>
}) {
  const bio = useWatch({ control, name: 'bio' })
  return `${format(bioLength(bio))} / ${format(LIMITS.bioMax)} characters. At least ${LIMITS.bioDoneMin} complete this part of your profile.`
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
    savedMessage: 'Basic information saved.',
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid gap-5">
      <InputField
        id={`${id}-name`}
        label="Display name"
        hint="The name clients see, e.g. Adv. Meera Krishnan."
        error={errors.display_name?.message}
        {...register('display_name')}
        autoComplete="name"
        maxLength={LIMITS.nameMax}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={`${id}-city`}
          label="City"
          error={errors.city?.message}
          {...register('city')}
          autoComplete="address-level2"
          maxLength={LIMITS.cityMax}
        />
        <ProfileSelect
          id={`${id}-state`}
          label="State"
          placeholder="Choose a state"
          options={INDIAN_STATES}
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
            legend="Languages"
            name={field.name}
            options={LANGUAGES}
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
        label="Bio"
        error={errors.bio?.message}
        hint={<BioCounter control={control} />}
      >
        {(control) => (
          <Textarea
            {...control}
            {...register('bio')}
            rows={6}
            maxLength={LIMITS.bioMax}
            placeholder="Your experience, the matters you handle and how you work with clients."
          />
        )}
      </FormField>
      <ProfileFormFooter
        group="basic information"
        error={errors.root?.server?.message}
        isSubmitting={isSubmitting}
      />
    </form>
  )
}
