import * as z from 'zod/mini'
import type { DocumentType } from '../document-types'
import type { Answers, DocumentModel, Template } from '../templates/types'

/**
 * A tiny template with one field of every kind (tests only): the editor is generic, so its tests
 * do not depend on the real templates' wording. 'courtName' is shown (and required) only for a
 * court case; 'grounds' is optional.
 */
const text = (answers: Answers, name: string) => {
  const value = answers[name]
  return typeof value === 'string' ? value.trim() : ''
}

const required = (message: string) => z.string(message).check(z.trim(), z.minLength(1, message))

export const TEST_MESSAGES = {
  fullName: 'Enter the full name.',
  age: 'Enter the age in whole years.',
  relation: 'Choose the relation.',
  forCourt: 'Choose whether it is for a court case.',
  courtName: 'Enter the name of the court.',
  statements: 'Write at least one statement of fact.',
  signingDate: 'Enter the date of signing.',
} as const

const schema = z
  .object({
    fullName: required(TEST_MESSAGES.fullName),
    age: z.string(TEST_MESSAGES.age).check(z.regex(/^\d{1,3}$/, TEST_MESSAGES.age)),
    relation: z.enum(['son_of', 'daughter_of'], TEST_MESSAGES.relation),
    forCourt: z.enum(['yes', 'no'], TEST_MESSAGES.forCourt),
    courtName: z._default(z.string(), ''),
    statements: z.pipe(
      z.pipe(
        z.array(z.string(), TEST_MESSAGES.statements),
        z.transform((list) => list.map((item) => item.trim()).filter(Boolean)),
      ),
      z.array(z.string()).check(z.minLength(1, TEST_MESSAGES.statements)),
    ),
    address: z._default(z.string(), ''),
    grounds: z._default(z.array(z.string()), []),
    signingDate: z
      .string(TEST_MESSAGES.signingDate)
      .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, TEST_MESSAGES.signingDate)),
  })
  .check(
    z.superRefine(
      (answers, context) => {
        if (answers.forCourt === 'yes' && !answers.courtName.trim())
          context.addIssue({
            code: 'custom',
            message: TEST_MESSAGES.courtName,
            path: ['courtName'],
            input: answers.courtName,
          })
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  )

function build(answers: Answers): DocumentModel {
  const name = text(answers, 'fullName')
  const statements = Array.isArray(answers.statements)
    ? answers.statements.filter((item) => item.trim())
    : []
  return {
    title: 'Test affidavit',
    blocks: [
      { kind: 'heading', level: 1, text: 'TEST AFFIDAVIT' },
      {
        kind: 'paragraph',
        runs: [
          { text: 'I, ' },
          name ? { text: name } : { text: '[Name of the deponent]', blank: true },
          { text: ', state as follows:' },
        ],
      },
      { kind: 'list', ordered: true, items: statements.map((item) => [{ text: item }]) },
    ],
    guidance: [
      { tone: 'info', title: 'Information, not legal advice', text: 'Check it with an advocate.' },
    ],
  }
}

/** A complete, valid set of answers. */
export const COMPLETE_ANSWERS: Answers = {
  fullName: 'Asha Rao',
  age: '34',
  relation: 'daughter_of',
  forCourt: 'no',
  courtName: '',
  statements: ['I live at the address above.'],
  address: '12 MG Road, Pune',
  grounds: [],
  signingDate: '2026-11-20',
}

export function createTestTemplate(type: DocumentType = 'affidavit', title = 'Test Affidavit') {
  return {
    type,
    title,
    description: `A ${title.toLowerCase()} for tests.`,
    steps: [
      {
        id: 'person',
        title: 'Person',
        description: 'Who signs it.',
        fields: [
          {
            name: 'fullName',
            label: 'Full name',
            kind: 'text',
            required: true,
            maxLength: 80,
            hint: 'As on an identity document.',
          },
          { name: 'age', label: 'Age in years', kind: 'number', required: true },
          {
            name: 'relation',
            label: 'Relation',
            kind: 'select',
            required: true,
            options: [
              { value: 'son_of', label: 'Son of' },
              { value: 'daughter_of', label: 'Daughter of' },
            ],
          },
          {
            name: 'forCourt',
            label: 'Is it for a court case?',
            kind: 'radio',
            required: true,
            options: [
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ],
          },
          {
            name: 'courtName',
            label: 'Court',
            kind: 'text',
            required: true,
            showIf: (answers) => answers.forCourt === 'yes',
          },
        ],
      },
      {
        id: 'facts',
        title: 'Facts',
        fields: [
          {
            name: 'statements',
            label: 'Statements of fact',
            kind: 'list',
            itemLabel: 'Statement',
            maxItems: 3,
            maxLength: 500,
            required: true,
          },
          { name: 'address', label: 'Address', kind: 'textarea', maxLength: 300 },
          {
            name: 'grounds',
            label: 'Grounds',
            kind: 'checkboxes',
            options: [
              { value: 'first_offence', label: 'First offence' },
              { value: 'family', label: 'Family depends on the accused' },
              { value: 'health', label: 'Health' },
            ],
          },
        ],
      },
      {
        id: 'signing',
        title: 'Signing',
        fields: [{ name: 'signingDate', label: 'Date of signing', kind: 'date', required: true }],
      },
    ],
    schema,
    initialAnswers: () => ({
      fullName: '',
      age: '',
      relation: '',
      forCourt: '',
      courtName: '',
      statements: [''],
      address: '',
      grounds: [],
      signingDate: '',
    }),
    build,
  } satisfies Template
}

/** The registry the screens' tests use instead of the real templates. */
export const TEST_TEMPLATES = {
  affidavit: createTestTemplate('affidavit', 'Test Affidavit'),
  rent_agreement: createTestTemplate('rent_agreement', 'Test Rent Agreement'),
  bail_application: createTestTemplate('bail_application', 'Test Bail Application'),
}
