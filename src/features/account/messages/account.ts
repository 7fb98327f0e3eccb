import { isHindi } from '@/i18n/locale'
import hi from './account.hi'

/** Settings and the new-password screen (docs/PRODUCT.md §2 'Settings', §5). */
export const en = {
  settings: {
    title: 'Settings',
    signedInAs: (email: string) => `Signed in as ${email}.`,
    you: 'you',
    profile: 'Profile',
    profileDescription: 'The name shown in your menus and on your dashboard.',
    appearance: 'Appearance',
    appearanceDescription: 'Light, dark, or follow your device. Stored on this device.',
    notifications: 'Notifications',
    notificationsDescription:
      'What the bell tells you about. Turned off, it is not recorded at all.',
    password: 'Password',
    passwordDescription: 'Choose a new password for signing in.',
    yourData: 'Your data',
    yourDataDescription:
      'Your rights under the Digital Personal Data Protection Act, 2023: a copy of what we hold, and erasure.',
  },
  newPassword: {
    title: 'Set a new password',
    linkWorked: (email: string | null) =>
      `Your reset link worked${email ? ` for ${email}` : ''}. Choose the password you will sign in with from now on.`,
  },
  displayName: {
    label: 'Display name',
    demo: 'This is a shared demo profile: every visitor uses it, so its name cannot be changed. Create your own account to choose a name.',
    saving: 'Saving...',
    save: 'Save name',
    success: 'Success',
    updated: 'Your name has been updated.',
    failed: 'Could not update your name',
    empty: 'Please enter your name',
    tooLong: (max: number) => `Please keep your name to ${max} characters or fewer`,
    /** The database's refusal to rename a demo profile (LS012), when it came without words. */
    demoRefusal:
      'The demo profiles are shared by every visitor, so their name cannot be changed. Create your own account to choose a name.',
    profileNotFound: 'Your profile was not found. Please sign out and in again.',
    signedOut: 'You are signed out. Please sign in again.',
  },
  password: {
    current: 'Current password',
    forgot: 'Forgot your password?',
    new: 'New password',
    hint: (min: number) => `At least ${min} characters.`,
    confirm: 'Confirm new password',
    saving: 'Saving password...',
    change: 'Change password',
    set: 'Set new password',
    success: 'Success',
    changed: 'Your password has been changed.',
    failed: 'Could not change your password',
    wrongCurrent: 'Your current password is not correct',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
    staleReset:
      'This page needs the session of a reset link. Ask for a new link and open it from your e-mail.',
    currentMissing: 'Please enter your current password',
    mismatch: 'Passwords do not match',
    /** The auth server's refusal: its own words in English; by its code in Hindi, where known. */
    serverError: (_code: string | undefined, message: string) => message,
  },
  notifications: {
    loadFailed: 'Your notification settings could not be loaded.',
    loading: 'Loading your notification settings…',
    legend: 'Notify me when',
    /** Each kind of notification (src/config/notifications.ts), as Settings lists it. */
    kinds: {
      consultation_requested: 'A client asks you for a consultation',
      consultation_accepted: 'An advocate accepts your request',
      consultation_declined: 'An advocate declines your request',
      consultation_cancelled: 'A consultation is cancelled',
      message_received: 'A new message in a conversation',
      forum_reply: 'A reply to your forum question',
      answer_helpful: 'Your forum answer is marked helpful',
      verification_approved: 'Your advocate profile is verified',
      verification_rejected: 'Your advocate profile needs changes',
    },
    notSaved: 'Your change was not saved.',
  },
  myData: {
    downloadDescription:
      "One JSON file with everything your account holds: your profile, chats with the assistant's replies, documents, forum posts, consultations, messages, reviews and upgrade requests.",
    preparing: 'Preparing your file...',
    download: 'Download my data',
    downloadFailed: 'Could not download your data',
    /** 'Deleting your account … is in the [Privacy Policy].' */
    deleteDescription:
      'Deleting your account removes it and what only it holds, for good. Forum posts that others replied to stay, shown as ‘[deleted user]’. What we must keep, and why, is in the',
    privacyPolicy: 'Privacy Policy',
    end: '.',
    demo: 'This is a shared demo account, so it cannot be deleted. Create your own account to try this.',
    delete: 'Delete my account',
  },
  deleteAccount: {
    title: 'Delete your account?',
    description:
      'This cannot be undone. Your chats, documents, consultations and messages are deleted with the account. Download your data first if you want a copy.',
    password: 'Your password',
    enterPassword: 'Please enter your password',
    wrongPassword: 'Your password is not correct',
    keep: 'Keep my account',
    deleting: 'Deleting...',
    delete: 'Delete my account permanently',
    notDeleted: 'Your account was not deleted',
    deleted: 'Account deleted',
    deletedDescription: 'Your account and your data have been deleted.',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
