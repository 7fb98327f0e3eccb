// The signed-out account screens load as one chunk from one place in the router: they share their
// forms, messages and 'Check your e-mail', which as separate chunks would each be a request more.
import type { RouteHandle } from '@/components/layouts/route-meta'
import { Component as AuthPage } from './auth'
import { Component as AuthCallbackPage } from './auth-callback'
import { Component as ForgotPasswordPage } from './forgot-password'
import { m } from '@/features/auth/messages/auth'

// Their titles live here, not in the router: words in the route table are in every first load.
const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } })

export const authRoute = { Component: AuthPage, ...titled(m.titles.signIn) }
export const authCallbackRoute = { Component: AuthCallbackPage, ...titled(m.titles.signingIn) }
export const forgotPasswordRoute = {
  Component: ForgotPasswordPage,
  ...titled(m.titles.resetPassword),
}
