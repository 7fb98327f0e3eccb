// The affidavit's form: who is swearing, what they state, and where and before whom they sign.
// Each field is declared once here, with its check and its initial answer (field-table.ts).
import { fieldTable } from '../field-table'
import { RELATIONS } from '../options'
import {
  optionalText,
  requiredChoice,
  requiredDate,
  requiredText,
  textList,
  valuesOf,
  wholeNumber,
} from '../schema-helpers'
import type { Answers, Option } from '../types'

const COURT_CHOICES = [
  { value: 'yes', label: 'Yes, it will be filed in a court case' },
  { value: 'no', label: 'No, it is a general affidavit' },
] as const satisfies readonly Option[]

export const ATTESTING_OFFICERS = [
  { value: 'notary', label: 'Notary Public' },
  { value: 'oath_commissioner', label: 'Oath Commissioner' },
  { value: 'executive_magistrate', label: 'Executive Magistrate' },
] as const satisfies readonly Option[]

const MAX_STATEMENTS = 30
const MAX_STATEMENT_LENGTH = 1500

const isForCourt = (answers: Answers) => answers.forCourt === 'yes'

export const affidavitForm = fieldTable([
  {
    id: 'purpose',
    title: 'Purpose',
    description: 'What the affidavit is for, and whether it will be filed in a court case.',
    fields: [
      {
        name: 'purpose',
        label: 'Subject of the affidavit',
        kind: 'text',
        hint: 'A short line printed under the heading. Leave it empty for a plain "Affidavit".',
        placeholder: 'Affidavit for change of name',
        maxLength: 150,
        check: optionalText(150),
      },
      {
        name: 'forCourt',
        label: 'Is this affidavit for a court case?',
        kind: 'radio',
        options: COURT_CHOICES,
        required: true,
        check: requiredChoice(
          valuesOf(COURT_CHOICES),
          'Choose whether this affidavit is for a court case.',
        ),
        initial: 'no',
      },
      {
        name: 'courtName',
        label: 'Court',
        kind: 'text',
        hint: 'As it appears on the case papers.',
        placeholder: 'In the Court of the Civil Judge (Senior Division), Pune',
        required: true,
        maxLength: 200,
        showIf: isForCourt,
        check: optionalText(200),
        requiredWhenShown: 'Enter the name of the court.',
      },
      {
        name: 'caseNumber',
        label: 'Case number',
        kind: 'text',
        placeholder: 'Civil Suit No. 245 of 2025',
        required: true,
        maxLength: 120,
        showIf: isForCourt,
        check: optionalText(120),
        requiredWhenShown: 'Enter the case number.',
      },
      {
        name: 'caseParties',
        label: 'Parties to the case',
        kind: 'textarea',
        hint: 'Optional. Printed under the case number.',
        placeholder: 'Ramesh Kulkarni … Plaintiff versus Suresh Patil … Defendant',
        maxLength: 300,
        showIf: isForCourt,
        check: optionalText(300),
      },
    ],
  },
  {
    id: 'deponent',
    title: 'Deponent',
    description: 'The person who makes the statements and signs the affidavit.',
    fields: [
      {
        name: 'deponentName',
        label: 'Full name',
        kind: 'text',
        required: true,
        maxLength: 120,
        autoComplete: 'name',
        check: requiredText("Enter the deponent's full name.", 120),
      },
      {
        name: 'relation',
        label: 'Relation',
        kind: 'select',
        options: RELATIONS,
        required: true,
        check: requiredChoice(valuesOf(RELATIONS), 'Choose the relation.'),
      },
      {
        name: 'relativeName',
        label: "Father's, mother's or spouse's name",
        kind: 'text',
        required: true,
        maxLength: 120,
        check: requiredText("Enter the father's, mother's or spouse's name.", 120),
      },
      {
        name: 'age',
        label: 'Age in years',
        kind: 'number',
        hint: 'The deponent must be an adult.',
        required: true,
        check: wholeNumber('Enter the age in whole years, from 18 to 120.', 18, 120),
      },
      {
        name: 'occupation',
        label: 'Occupation',
        kind: 'text',
        required: true,
        maxLength: 100,
        check: requiredText("Enter the deponent's occupation.", 100),
      },
      {
        name: 'address',
        label: 'Full address',
        kind: 'textarea',
        required: true,
        maxLength: 300,
        autoComplete: 'street-address',
        check: requiredText('Enter the full address.', 300),
      },
    ],
  },
  {
    id: 'statements',
    title: 'Statements',
    description:
      'Write each fact in the first person ("I am…", "I reside at…"), one fact per statement. State facts only, not arguments. The closing declaration is added for you.',
    fields: [
      {
        name: 'statements',
        label: 'Statements of fact',
        kind: 'list',
        itemLabel: 'Statement',
        maxItems: MAX_STATEMENTS,
        maxLength: MAX_STATEMENT_LENGTH,
        required: true,
        check: textList(
          'Write at least one statement of fact.',
          1,
          MAX_STATEMENTS,
          MAX_STATEMENT_LENGTH,
        ),
        initial: [''],
      },
    ],
  },
  {
    id: 'signing',
    title: 'Signing',
    description: 'Where and when the deponent signs, and who attests the signature.',
    fields: [
      {
        name: 'place',
        label: 'Place of signing',
        kind: 'text',
        required: true,
        maxLength: 100,
        check: requiredText('Enter the place of signing.', 100),
      },
      {
        name: 'signingDate',
        label: 'Date of signing',
        kind: 'date',
        required: true,
        check: requiredDate('Enter the date of signing.'),
      },
      {
        name: 'attestedBy',
        label: 'Attested by',
        kind: 'select',
        options: ATTESTING_OFFICERS,
        required: true,
        check: requiredChoice(
          valuesOf(ATTESTING_OFFICERS),
          'Choose who will attest the affidavit.',
        ),
        initial: 'notary',
      },
      {
        name: 'identifiedBy',
        label: 'Identified by',
        kind: 'text',
        hint: 'Optional: the advocate or person who identifies the deponent to the officer. Left blank, a line is printed to fill in by hand.',
        maxLength: 120,
        check: optionalText(120),
      },
    ],
  },
])
