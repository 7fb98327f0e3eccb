// Notes for the person drafting, beside the preview and never printed: which penal code the form
// is using and why, the old-code caveat, and where to get an advocate or free legal aid.
import { longDate, text } from '../model-helpers'
import type { Answers, Guidance } from '../types'
import { hasFir, isAnticipatory } from './conditions'
import { codeNamedIn, penalCode } from './law'

function codeGuidance(answers: Answers): Guidance[] {
  const offenceDate = text(answers, 'offenceDate')
  const code = penalCode(offenceDate)
  if (!code)
    return [
      {
        tone: 'warning',
        title: 'BNS or IPC: enter the offence date',
        text: 'The date of the alleged offence decides the penal code: the Bharatiya Nyaya Sanhita (BNS) for an offence on or after 1 July 2024, the Indian Penal Code (IPC) before it. Until the date is entered the document leaves the code blank.',
      },
    ]
  const when = longDate(offenceDate)
  const notes: Guidance[] = [
    code === 'BNS'
      ? {
          tone: 'info',
          title: 'Sections labelled BNS',
          text: `The offence date, ${when}, is on or after 1 July 2024, when the Bharatiya Nyaya Sanhita (BNS) replaced the Indian Penal Code, so the sections are printed as BNS sections.`,
        }
      : {
          tone: 'info',
          title: 'Sections labelled IPC',
          text: `The offence date, ${when}, is before 1 July 2024, so the offence is governed by the Indian Penal Code (IPC) and the sections are printed as IPC sections.`,
        },
  ]
  const typedCode = codeNamedIn(text(answers, 'sections'))
  if (typedCode && typedCode !== code)
    notes.push({
      tone: 'warning',
      title: `The sections mention ${typedCode}`,
      text: `The sections you typed mention ${typedCode}, but an offence on ${when} falls under the ${code}. Check the dates and copy the sections exactly as the FIR gives them.`,
    })
  return notes
}

/** BNSS s.531 keeps proceedings pending on 1 July 2024 under the old Code of Criminal Procedure. */
function oldCaseGuidance(answers: Answers): Guidance[] {
  const dates = [text(answers, 'offenceDate'), hasFir(answers) ? text(answers, 'firDate') : '']
  const beforeNewCodes = dates.some((date) => penalCode(date) === 'IPC')
  if (!beforeNewCodes) return []
  return [
    {
      tone: 'warning',
      title: 'A case from before 1 July 2024',
      text: 'This application cites the bail sections of the Bharatiya Nagarik Suraksha Sanhita (BNSS), as applications made today usually do. But section 531 of the BNSS saves proceedings that were pending under the Code of Criminal Procedure (CrPC) on 1 July 2024. For a case registered before that date, ask an advocate whether the application should cite CrPC sections 437, 438 or 439 instead.',
    },
  ]
}

export function bailGuidance(answers: Answers): Guidance[] {
  const guidance: Guidance[] = [...codeGuidance(answers), ...oldCaseGuidance(answers)]
  guidance.push({
    tone: 'warning',
    title: 'The same number, a different offence',
    text: 'The BNS renumbered the offences, and one number often means different offences in the two codes: IPC 302 is murder, while BNS 302 is an unrelated offence (murder is BNS 103). Copy the sections exactly from the FIR.',
  })
  if (isAnticipatory(answers) && answers.court === 'magistrate')
    guidance.push({
      tone: 'warning',
      title: 'Anticipatory bail: not before a Magistrate',
      text: 'Under section 482 of the BNSS only a Court of Session or the High Court can grant anticipatory bail. Choose one of those courts.',
    })
  guidance.push(
    {
      tone: 'info',
      title: 'Have an advocate file it',
      text: 'A bail application is argued in court. Have an advocate check the draft against the FIR and the court papers, sign it and file it. You can find verified advocates on LexSetu.',
    },
    {
      tone: 'info',
      title: 'Free legal aid',
      text: 'A person in custody is entitled to free legal services under section 12 of the Legal Services Authorities Act, 1987, as are women, children and some others. Ask the District Legal Services Authority or call the NALSA helpline 15100.',
    },
    {
      tone: 'info',
      title: 'Information, not legal advice',
      text: 'This template helps you prepare a draft. It is not legal advice, and the facts of each case matter.',
    },
  )
  return guidance
}
