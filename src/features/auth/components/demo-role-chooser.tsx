import { ArrowLeft, Briefcase, UserRound } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import type { Role } from '@/config/constants'
import { paths } from '@/config/paths'
import { useSignInDemo } from '@/features/auth/api/sign-in-demo'
import { useFinishSignIn } from '@/features/auth/hooks/use-finish-sign-in'
import { useFocusOnMount } from '@/features/auth/hooks/use-focus-on-mount'
import { showAuthFailure } from '@/features/auth/utils/show-auth-failure'
import { m } from '@/features/auth/messages/auth'

const ROLES: { role: Role; title: string; description: string; Icon: typeof UserRound }[] = [
  {
    role: 'client',
    title: m.demo.client,
    description: m.demo.clientDescription,
    Icon: UserRound,
  },
  {
    role: 'advocate',
    title: m.demo.advocate,
    description: m.demo.advocateDescription,
    Icon: Briefcase,
  },
]

/** 'Choose Demo Role' (docs/PRODUCT.md §2): signs in to the chosen role's shared demo account. */
export function DemoRoleChooser({ onBack }: { onBack: () => void }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true)
  const signInDemo = useSignInDemo()
  const finishSignIn = useFinishSignIn()
  const pendingRole = signInDemo.isPending ? signInDemo.variables : null

  const choose = async (role: Role) => {
    try {
      await signInDemo.mutateAsync(role)
      await finishSignIn(paths.dashboard.getHref())
    } catch (error) {
      showAuthFailure(error)
    }
  }

  return (
    <Card className="w-full max-w-lg" aria-busy={signInDemo.isPending}>
      <CardHeader className="text-center">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight focus:outline-none"
        >
          {m.demo.title}
        </h1>
        <CardDescription>{m.demo.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          {ROLES.map(({ role, title, description, Icon }) => (
            <button
              key={role}
              type="button"
              disabled={signInDemo.isPending}
              onClick={() => void choose(role)}
              className="grid justify-items-start gap-2 rounded-lg border p-4 text-left transition-colors hover:border-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
            >
              <span className="flex w-full items-center justify-between">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {pendingRole === role && <Spinner size="sm" label={m.demo.signingIn} />}
              </span>
              <span className="text-base font-semibold">{title}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </button>
          ))}
        </div>
        <Button type="button" variant="ghost" onClick={onBack} disabled={signInDemo.isPending}>
          <ArrowLeft aria-hidden="true" />
          {m.demo.back}
        </Button>
      </CardContent>
    </Card>
  )
}
