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

export const handle: RouteHandle = { title: 'Settings' }

/** /dashboard/settings: display name, theme, notifications, password and one's data. */
export function Component() {
  const { email, profile, isDemo } = useAuth()
  return (
    <section className="grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="text-muted-foreground">Signed in as {email ?? 'you'}.</p>
      </div>
      <SettingsSection
        id="profile"
        title="Profile"
        description="The name shown in your menus and on your dashboard."
      >
        <DisplayNameForm
          key={profile?.id ?? 'none'}
          currentName={profile?.name ?? null}
          isDemo={isDemo || isDemoEmail(profile?.email ?? email)}
        />
      </SettingsSection>
      <SettingsSection
        id="appearance"
        title="Appearance"
        description="Light, dark, or follow your device. Stored on this device."
      >
        <ThemeToggle />
      </SettingsSection>
      <SettingsSection
        id="notifications"
        title="Notifications"
        description="What the bell tells you about. Turned off, it is not recorded at all."
      >
        <NotificationPreferences isAdvocate={isAdvocateRole(profile?.role)} />
      </SettingsSection>
      <SettingsSection
        id="password"
        title="Password"
        description="Choose a new password for signing in."
      >
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection
        id="your-data"
        title="Your data"
        description="Your rights under the Digital Personal Data Protection Act, 2023: a copy of what we hold, and erasure."
      >
        <MyDataSection isDemo={isDemo || isDemoEmail(profile?.email ?? email)} />
      </SettingsSection>
    </section>
  )
}
