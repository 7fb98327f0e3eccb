import type { BackendConfig } from '../config'
import type { Queryable } from '../db/driver'
import { goEncodeValues } from './redirect'
import type { RateLimiter } from './rate-limit'

export type MailKind = 'signup' | 'recovery' | 'email_change'

type Template = { subject: string; text: string; code: string }

/**
 * Subjects and wording of Supabase's default e-mail templates, and LexSetu's Hindi for an account
 * whose metadata says `locale: 'hi'` (set at sign-up from the page's language; docs/deploy.md has
 * the same templates for hosted Supabase).
 */
const TEMPLATES: Record<'en' | 'hi', Record<MailKind, Template>> = {
  en: {
    signup: {
      subject: 'Confirm Your Signup',
      text: 'Follow this link to confirm your user:',
      code: 'Alternatively, enter the code:',
    },
    recovery: {
      subject: 'Reset Your Password',
      text: 'Follow this link to reset the password for your user:',
      code: 'Alternatively, enter the code:',
    },
    email_change: {
      subject: 'Confirm Email Change',
      text: 'Follow this link to confirm the update of your email:',
      code: 'Alternatively, enter the code:',
    },
  },
  hi: {
    signup: {
      subject: 'LexSetu पर अपना खाता पक्का करें',
      text: 'अपना खाता पक्का करने के लिए यह लिंक खोलें:',
      code: 'या यह कोड डालें:',
    },
    recovery: {
      subject: 'LexSetu का पासवर्ड बदलें',
      text: 'नया पासवर्ड रखने के लिए यह लिंक खोलें:',
      code: 'या यह कोड डालें:',
    },
    email_change: {
      subject: 'LexSetu पर नया ईमेल पता पक्का करें',
      text: 'अपना नया ईमेल पता पक्का करने के लिए यह लिंक खोलें:',
      code: 'या यह कोड डालें:',
    },
  },
}

/** The link GoTrue mails: GET {api}/auth/v1/verify?token=<hash>&type=<kind>&redirect_to=<url>. */
export function verifyLink(
  apiUrl: string,
  kind: MailKind,
  tokenHash: string,
  redirectTo: string,
): string {
  return `${apiUrl}/auth/v1/verify?${goEncodeValues({ token: tokenHash, type: kind, redirect_to: redirectTo })}`
}

type Mail = { to: string; kind: MailKind; otp: string; link: string; locale: 'en' | 'hi' }

/**
 * No e-mail leaves the machine: the message goes to auth.dev_mailbox (read it at
 * GET /auth/v1/dev/mailbox?email=…) and to the log. Counts against the e-mail rate limit.
 */
export async function sendMail(
  q: Queryable,
  config: Pick<BackendConfig, 'log'>,
  limiter: RateLimiter,
  mail: Mail,
  now: string,
): Promise<void> {
  limiter.checkEmail(mail.to)
  const { subject, text, code } = TEMPLATES[mail.locale][mail.kind]
  const body = `${text}\n${mail.link}\n\n${code} ${mail.otp}`
  await q.query(
    `insert into auth.dev_mailbox (recipient, subject, body, link, created_at) values ($1, $2, $3, $4, $5)`,
    [mail.to, subject, body, mail.link, now],
  )
  config.log(`[dev mailbox] to ${mail.to}: ${subject}: ${mail.link}`)
}

/** The messages sent to one address (or all), oldest first, as JSON rendered by Postgres. */
export async function readMailbox(q: Queryable, email: string | null): Promise<string> {
  const { rows } = await q.query<{ messages: string }>(
    `select coalesce(json_agg(json_build_object('id', m.id, 'to', m.recipient, 'subject', m.subject, 'body', m.body,
              'link', m.link, 'created_at', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
              order by m.id), '[]'::json)::text as messages
     from (select * from auth.dev_mailbox where $1::text is null or lower(recipient) = lower($1::text)
           order by id desc limit 100) m`,
    [email],
  )
  return rows[0].messages
}
