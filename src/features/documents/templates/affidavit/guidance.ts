// Notes for the person drafting, shown beside the preview and never printed.
import type { Guidance } from '../types'

export function affidavitGuidance(options: { forCourt: boolean }): Guidance[] {
  const guidance: Guidance[] = [
    {
      tone: 'info',
      title: 'Stamp paper',
      text: 'Print the affidavit on non-judicial stamp paper. Its value differs from state to state: ask the local stamp vendor or the sub-registrar’s office what your state requires.',
    },
    {
      tone: 'info',
      title: 'Signing',
      text: 'Sign only in front of the officer who attests the affidavit, at both places marked DEPONENT, and carry a photo identity document.',
    },
    {
      tone: 'warning',
      title: 'A false affidavit is an offence',
      text: 'A false statement in an affidavit is an offence: giving or fabricating false evidence, BNS sections 227 and 229 (IPC 191 and 193 for acts before 1 July 2024). State only facts you know to be true.',
    },
  ]
  if (options.forCourt) {
    guidance.push({
      tone: 'info',
      title: 'Affidavits in court',
      text: 'In civil cases, Order XIX of the Code of Civil Procedure, 1908 deals with affidavits, and courts often have their own format rules. Check the format with the court’s registry or your advocate before filing.',
    })
  }
  guidance.push({
    tone: 'info',
    title: 'Information, not legal advice',
    text: 'This is a draft to help you prepare: information, not legal advice. Have an advocate check it before you sign it. You can find one on LexSetu, or ask your District Legal Services Authority about free legal aid.',
  })
  return guidance
}
