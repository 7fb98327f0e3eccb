import { isHindi } from '@/i18n/locale'
import hi from './auth.hi'

/** The auth screens: sign in, sign up, the demo, the mailed links (docs/PRODUCT.md §2, §5, §8). */
export const en = {
  titles: { signIn: 'Sign in', signingIn: 'Signing you in', resetPassword: 'Reset your password' },
  welcome: 'Welcome to LexSetu',
  welcomeDescription: 'Sign in to your account or create a new one.',
  tryDemo: 'Try Demo Version',
  orContinueWith: 'Or continue with',
  loginTab: 'Login',
  signUpTab: 'Sign Up',
  legal: {
    agree: 'By continuing, you agree to our',
    terms: 'Terms of Use',
    and: 'and',
    privacy: 'Privacy Policy',
    end: '.',
  },
  login: {
    forgotPassword: 'Forgot password?',
    submit: 'Sign In',
    submitting: 'Logging in...',
    welcomeBack: 'Welcome back!',
  },
  signUp: {
    passwordHint: (min: number) => `At least ${min} characters.`,
    joiningAs: 'I am joining as',
    client: 'Client',
    clientDescription: 'I need legal help',
    advocate: 'Advocate',
    advocateDescription: 'I offer legal services',
    chooseRole: 'Please choose client or advocate',
    submit: 'Create Account',
    submitting: 'Creating Account...',
    created: 'Account created successfully!',
  },
  success: 'Success',
  demo: {
    title: 'Choose Demo Role',
    description:
      "Explore LexSetu with a shared demo account. Others use it too, so please don't enter any personal information.",
    client: 'Client',
    clientDescription: 'Ask the AI assistant, draft documents and find advocates.',
    advocate: 'Advocate',
    advocateDescription: 'See client messages, your profile status and forum queries.',
    signingIn: 'Signing in',
    back: 'Back to Login',
  },
  checkEmail: {
    title: 'Check your e-mail',
    sentTo: 'We sent it to',
    noEmail: 'No e-mail after a few minutes? Look in your spam folder, or send it again.',
    sending: 'Sending...',
    sendAgain: 'Send the e-mail again',
    backToSignIn: 'Back to sign in',
    sentAgain: 'Sent again. Use the newest e-mail: it replaces the earlier one.',
    signedUp:
      'Your account is created. Open the link in the e-mail to confirm your address; it signs you in.',
    notConfirmed:
      'Your e-mail address is not confirmed yet. Open the link we sent when you signed up, or send a new one.',
    linkLifetime: 'The link works once, for one hour.',
  },
  forgot: {
    title: 'Reset your password',
    description:
      'Enter the e-mail address you signed up with. We will send you a link to set a new password.',
    submit: 'Send reset link',
    submitting: 'Sending link...',
    sent: 'If an account uses this address, the e-mail has a link to set a new password.',
  },
  callback: {
    loadingTitle: 'Processing Login',
    loadingMessage: 'Verifying your login...',
    verifying: 'Verifying',
    loginTitle: 'Login Successful',
    loginMessage: 'Authentication successful! Redirecting to dashboard...',
    signupTitle: 'Email Confirmed',
    signupMessage:
      'Your e-mail address is confirmed and you are signed in. Redirecting to dashboard...',
    recoveryTitle: 'Reset Link Accepted',
    recoveryMessage: 'Taking you to set a new password...',
    errorTitle: 'Authentication Error',
    sendNewLink: 'Send a new link',
    backToLogin: 'Back to Login',
    expiredRecovery: 'This reset link has expired or was already used. Ask for a new one.',
    expiredSignup:
      'This confirmation link has expired or was already used. If your e-mail is confirmed, sign in; if not, signing in offers a new link.',
    failed: 'Authentication failed. Please try again.',
    noSession: 'No session found. Please try logging in again.',
  },
  unexpected: 'An unexpected error occurred. Please try again.',
  tooManyEmails: 'Too many e-mails were asked for this address. Please wait an hour and try again.',
  /** An auth server's refusal: its own words in English; by its code in Hindi, where known. */
  serverError: (_code: string | undefined, message: string) => message,
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
