// @vitest-environment node
import { createFakeAssistantClient } from '../testing/fake-assistant-client'
import { getSectionEntry } from './get-section-entry'

const entry = (act: string, section: string, title: string, inForce = true) => ({
  act,
  section,
  title,
  summary: `${title} summary`,
  punishment: act === 'BNS' ? 'Up to 7 years and fine.' : null,
  note: null,
  in_force: inForce,
})

const knowledge = () =>
  createFakeAssistantClient({
    kb_acts: [
      { code: 'BNS', name: 'Bharatiya Nyaya Sanhita, 2023' },
      { code: 'IPC', name: 'Indian Penal Code, 1860' },
    ],
    kb_entries: [
      entry('BNS', '318(4)', 'Cheating and dishonestly inducing delivery of property'),
      entry('IPC', '420', 'Cheating and dishonestly inducing delivery of property', false),
    ],
    kb_twins: [{ new_act: 'BNS', new_section: '318(4)', old_act: 'IPC', old_section: '420' }],
  })

describe('getSectionEntry', () => {
  it('returns the section with its old-code twin', async () => {
    expect(await getSectionEntry(knowledge().client, { act: 'BNS', section: '318(4)' })).toEqual({
      act: 'BNS',
      actName: 'Bharatiya Nyaya Sanhita, 2023',
      section: '318(4)',
      title: 'Cheating and dishonestly inducing delivery of property',
      summary: 'Cheating and dishonestly inducing delivery of property summary',
      punishment: 'Up to 7 years and fine.',
      note: null,
      inForce: true,
      twins: [
        {
          act: 'IPC',
          section: '420',
          title: 'Cheating and dishonestly inducing delivery of property',
        },
      ],
    })
  })

  it('finds the twin from the old side too', async () => {
    const found = await getSectionEntry(knowledge().client, { act: 'IPC', section: '420' })
    expect(found?.inForce).toBe(false)
    expect(found?.twins.map((twin) => `${twin.act} ${twin.section}`)).toEqual(['BNS 318(4)'])
  })

  it('returns null for a section the knowledge base does not hold', async () => {
    expect(await getSectionEntry(knowledge().client, { act: 'BNS', section: '999' })).toBeNull()
  })
})
