import { paths } from '@/config/paths'

/** A guarded page, through sign-in for a visitor (as RequireAuth sends them: ?redirectTo=). */
const throughSignIn = (to: string, isSignedIn: boolean) =>
  isSignedIn ? to : paths.auth.getHref(to)

/** The legal assistant, where the visitor can ask about the guide's topic. */
export const assistantHref = (isSignedIn: boolean) =>
  throughSignIn(paths.chatbot.getHref(), isSignedIn)

/** The advocate directory filtered to the guide's practice area (?area=, docs/PRODUCT.md §2). */
export const advocatesHref = (area: string, isSignedIn: boolean) =>
  throughSignIn(paths.advocates.getHref({ area }), isSignedIn)
