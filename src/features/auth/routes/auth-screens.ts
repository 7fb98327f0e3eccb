// The signed-out account screens load as one chunk from one place in the router: they share their
// forms, messages and 'Check your e-mail', which as separate chunks would each be a request more.
import type { RouteHandle } from '@/components/layouts/route-meta'
import { Component as AuthPage } from './auth'
import { Component as AuthCallbackPage } from './auth-callback'
import { Component as ForgotPasswordPage } from './forgot-password'

// Their titles live here, not in the router: words in the route table are in every first load.
const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } })

export const authRoute = { Component: AuthPage, ...titled('Sign in') }
export const authCallbackRoute = { Component: AuthCallbackPage, ...titled('Signing you in') }
export const forgotPasswordRoute = {
  Component: ForgotPasswordPage,
  ...titled('Reset your password'),
}
