import { IMPACT_NUMBERS } from '@/config/constants'
import { m } from '../messages/about'

type ImpactStat = { value: string; label: string }

export type ImpactStory = {
  title: string
  description: string
  impact: readonly string[]
}

export type Founder = { name: string; role: string; description: string }

export const MISSION = {
  statement: m.mission.statement,
  body: m.mission.body,
} as const

export const IMPACT_STATS: readonly ImpactStat[] = [
  { value: IMPACT_NUMBERS.usersHelped, label: m.mission.stats.usersHelped },
  { value: IMPACT_NUMBERS.verifiedAdvocates, label: m.mission.stats.verifiedAdvocates },
  { value: IMPACT_NUMBERS.documentsGenerated, label: m.mission.stats.documentsGenerated },
  { value: IMPACT_NUMBERS.queriesAnswered, label: m.mission.stats.queriesAnswered },
]

export const IMPACT_STORIES: readonly ImpactStory[] = m.impact.stories

/** Founder profiles are placeholders until the team page is written with the founders. */
export const FOUNDERS: readonly Founder[] = m.team.founders
