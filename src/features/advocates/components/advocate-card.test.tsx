import { screen, within } from '@testing-library/react'
import { buildSignedInAuth } from '@/testing/factories'
import { renderApp } from '@/testing/render'
import type { Advocate } from '../schemas/directory'
import { advocateRow } from '../testing/factories'
import { AdvocateCard } from './advocate-card'

function renderCard(advocate: Advocate, auth = buildSignedInAuth({ plan: 'premium' })) {
  return renderApp(<AdvocateCard advocate={advocate} directorySearch="?area=Family+Law" />, {
    auth,
  })
}

const card = () => screen.getByRole('article')

describe('AdvocateCard', () => {
  it('shows name, Verified, place, rating, experience, expertise, languages and fee', () => {
    renderCard(
      advocateRow(1, {
        name: 'Meera Iyer',
        city: 'Chennai',
        state: 'Tamil Nadu',
        practice_areas: ['Family Law', 'Property Law'],
        languages: ['English', 'Tamil', 'Hindi'],
        rating: 4.6,
        review_count: 12,
        experience_years: 12,
        fee_inr: 1500,
      }),
    )
    expect(card()).toHaveAccessibleName('Meera Iyer')
    expect(screen.getByRole('heading', { level: 2, name: 'Meera Iyer' })).toBeVisible()
    expect(within(card()).getByText('MI')).toBeInTheDocument()
    expect(within(card()).getByText('Verified')).toBeVisible()
    expect(within(card()).getByText('Chennai, Tamil Nadu')).toBeVisible()
    expect(within(card()).getByText('4.6')).toBeVisible()
    expect(within(card()).getByText('(12 reviews)')).toBeVisible()
    expect(within(card()).getByText('4.6').parentElement).toHaveTextContent(
      'Rated 4.6 out of 5 (12 reviews)',
    )
    expect(within(card()).queryByText('New')).toBeNull()
    expect(within(card()).getByText('12 years experience')).toBeVisible()
    expect(
      within(within(card()).getByRole('list', { name: 'Expertise' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Family Law', 'Property Law'])
    expect(within(card()).getByText('English, Tamil, Hindi')).toBeVisible()
    expect(within(card()).getByText('₹1,500 per consultation')).toBeVisible()
  })

  it("says 'New' for an advocate nobody has reviewed, never a number", () => {
    renderCard(advocateRow(2, { rating: null, review_count: 0 }))
    expect(within(card()).getByText('New')).toBeVisible()
    expect(within(card()).queryByText(/\d\.\d/)).toBeNull()
    expect(within(card()).queryByText(/reviews?\)/)).toBeNull()
  })

  it('writes one review and one year in the singular, and a missing fee as on request', () => {
    renderCard(advocateRow(3, { rating: 5, review_count: 1, experience_years: 1, fee_inr: null }))
    expect(within(card()).getByText('5.0')).toBeVisible()
    expect(within(card()).getByText('(1 review)')).toBeVisible()
    expect(within(card()).getByText('1 year experience')).toBeVisible()
    expect(within(card()).getByText('Fee on request')).toBeVisible()
  })

  it('leaves out what is not known: no experience line, no languages, no place', () => {
    renderCard(advocateRow(4, { experience_years: null, languages: [], city: null, state: null }))
    expect(within(card()).queryByText(/experience/)).toBeNull()
    expect(within(card()).queryByText('Languages:')).toBeNull()
    expect(within(card()).queryByText(/Pune|Maharashtra/)).toBeNull()
  })

  it('links to the profile and offers Connect Now, both named after the advocate', () => {
    const advocate = advocateRow(5, { name: 'Rahul Verma' })
    renderCard(advocate)
    expect(screen.getByRole('link', { name: 'View profile of Rahul Verma' })).toHaveAttribute(
      'href',
      `/advocates/${advocate.id}`,
    )
    expect(screen.getByRole('button', { name: 'Connect Now with Rahul Verma' })).toBeEnabled()
  })

  it('offers no Connect Now on the advocate’s own card', () => {
    const advocate = advocateRow(6)
    renderCard(advocate, buildSignedInAuth({ id: advocate.id, role: 'advocate' }))
    expect(screen.queryByRole('button', { name: /Connect Now/ })).toBeNull()
    expect(screen.getByRole('link', { name: /View profile/ })).toBeVisible()
  })
})
