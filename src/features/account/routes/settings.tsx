import type { RouteHandle } from '@/components/layouts/route-meta'
import { ThemeToggle } from '@/components/theme/theme-toggle'
import { isDemoEmail } from '@/config/demo'
import { ChangePasswordForm } from '@/features/account/components/change-password-form'
import { DisplayNameForm } from '@/features/account/components/display-name-form'
import { MyDataSection } from '@/features/account/components/my-data-section'
import { NotificationPreferences } from '@/features/account/components/notification-preferences'
import { SettingsSection } from '@/features/account/components/settings-section'
import { isAdvocateRole } from '@/config/constants'
import { useAuth } from '@/lib/auth'
import { m } from '@/features/account/messages/account'

export const handle: RouteHandle = { title: m.settings.title }

/** /dashboard/settings: display name, theme, notifications, password and one's data. */
export function Component() {
  const { email, profile, isDemo } = useAuth()
  return (
    <section className="grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.settings.title}</h1>
        <p className="text-muted-foreground">{m.settings.signedInAs(email ?? m.settings.you)}</p>
      </div>
      <SettingsSection
        id="profile"
        title={m.settings.profile}
        description={m.settings.profileDescription}
      >
        <DisplayNameForm
          key={profile?.id ?? 'none'}
          currentName={profile?.name ?? null}
          isDemo={isDemo || isDemoEmail(profile?.email ?? email)}
        />
      </SettingsSection>
      <SettingsSection
        id="appearance"
        title={m.settings.appearance}
        description={m.settings.appearanceDescription}
      >
        <ThemeToggle />
      </SettingsSection>
      <SettingsSection
        id="notifications"
        title={m.settings.notifications}
        description={m.settings.notificationsDescription}
      >
        <NotificationPreferences isAdvocate={isAdvocateRole(profile?.role)} />
      </SettingsSection>
      <SettingsSection
        id="password"
        title={m.settings.password}
        description={m.settings.passwordDescription}
      >
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection
        id="your-data"
        title={m.settings.yourData}
        description={m.settings.yourDataDescription}
      >
        <MyDataSection isDemo={isDemo || isDemoEmail(profile?.email ?? email)} />
      </SettingsSection>
    </section>
  )
}
