// The advocate directory data set of `npm run bench:advocates`: written directly in SQL as postgres
// (generate_series), never through the API. Seeded (setseed), so every run writes the same rows.
//
// - 10,000 verified advocates (auth.users + public.users with role advocate and the badge set),
//   each with a complete profile: a name put together from syllable lists ('Adv. Meera Iyer'), one
//   of the 36 states and union territories (weighted by population, at least ~20 in the
//   smallest), one of its cities (5 % of cities typed in lower case), 1-4 of the 23 languages (the
//   state's own, English or Hindi often, now and then another), 1-3 of the 10 practice areas
//   (criminal, civil, family and property law most often), 1-3 courts, a bio, an enrolment year
//   from 1975 to 2024 (more young advocates than old), a fee from ₹300 to ₹25,000 (12 % none).
//   About 5 % have no display name (the directory shows users.name instead).
// - 2,000 Premium clients, and for ~60 % of the advocates 1-60 completed consultations (most a
//   few, some many) each with a review of 1-5 stars around the advocate's own level. The other
//   40 % have no review and show 'New'.
//
// As in bench/forum-data.ts, the load is one transaction without the secondary indexes of the
// tables it fills (rebuilt from their definitions in the migrations afterwards). Consultations and
// reviews are written with session_replication_role = replica: their row triggers would open a
// conversation per consultation and recompute the advocate's average once per review (an UPDATE
// of the profile, which re-runs its trigger, per review: ~75,000 of them). Instead the profiles
// come last, through their own trigger (which builds the search vector exactly as the app's edits
// do), with rating_avg and review_count computed by the insert from the reviews already written,
// with the same expression as the rating trigger, and checked against the reviews at the end.
// Then VACUUM ANALYZE, as autovacuum would do on PostgreSQL (PGlite has no autovacuum).
import type { Driver, Queryable } from '../server/db/driver'
import {
  INDIAN_STATES,
  LANGUAGES,
  PRACTICE_AREAS,
  STATE_BAR_COUNCILS,
  type IndianState,
  type Language,
} from '../src/features/advocates/schemas/advocate-lists'

export type AdvocatesDataOptions = { advocates: number }

export type AdvocatesData = {
  /** Verified profiles in the directory (the generated ones and the seed's). */
  verified: number
  consultations: number
  reviews: number
  /** Profiles with at least one review. */
  rated: number
  seconds: Record<'load' | 'profiles' | 'indexes' | 'vacuum' | 'check' | 'total', number>
}

const CLIENTS = 2000
/** Share of advocates with reviews. */
const RATED = 0.6

type Place = {
  /** Relative number of advocates (about the population in millions; at least 4). */
  weight: number
  /** The languages of the state: the first is always spoken, a second one half the time. */
  languages: readonly Language[]
  cities: readonly string[]
}

/** Every state and union territory (the type makes sure none is missing). */
const PLACES: Record<IndianState, Place> = {
  'Andhra Pradesh': {
    weight: 53,
    languages: ['Telugu', 'Urdu'],
    cities: ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Tirupati'],
  },
  'Arunachal Pradesh': { weight: 4, languages: ['Hindi', 'Assamese'], cities: ['Itanagar'] },
  Assam: {
    weight: 35,
    languages: ['Assamese', 'Bodo'],
    cities: ['Guwahati', 'Dibrugarh', 'Silchar', 'Jorhat'],
  },
  Bihar: {
    weight: 124,
    languages: ['Hindi', 'Maithili'],
    cities: ['Patna', 'Gaya', 'Muzaffarpur', 'Bhagalpur'],
  },
  Chhattisgarh: { weight: 30, languages: ['Hindi'], cities: ['Raipur', 'Bilaspur', 'Durg'] },
  Goa: { weight: 4, languages: ['Konkani', 'Marathi'], cities: ['Panaji', 'Margao'] },
  Gujarat: {
    weight: 70,
    languages: ['Gujarati', 'Sindhi'],
    cities: ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot'],
  },
  Haryana: {
    weight: 29,
    languages: ['Hindi', 'Punjabi'],
    cities: ['Gurugram', 'Faridabad', 'Panipat', 'Hisar'],
  },
  'Himachal Pradesh': {
    weight: 8,
    languages: ['Hindi'],
    cities: ['Shimla', 'Dharamshala', 'Mandi'],
  },
  Jharkhand: {
    weight: 39,
    languages: ['Hindi', 'Santali'],
    cities: ['Ranchi', 'Jamshedpur', 'Dhanbad'],
  },
  Karnataka: {
    weight: 68,
    languages: ['Kannada', 'Konkani'],
    cities: ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi'],
  },
  Kerala: {
    weight: 35,
    languages: ['Malayalam'],
    cities: ['Kochi', 'Thiruvananthapuram', 'Kozhikode', 'Thrissur'],
  },
  'Madhya Pradesh': {
    weight: 85,
    languages: ['Hindi'],
    cities: ['Bhopal', 'Indore', 'Jabalpur', 'Gwalior'],
  },
  Maharashtra: {
    weight: 125,
    languages: ['Marathi', 'Gujarati'],
    cities: ['Mumbai', 'Pune', 'Nagpur', 'Nashik'],
  },
  Manipur: { weight: 4, languages: ['Manipuri'], cities: ['Imphal'] },
  Meghalaya: { weight: 4, languages: ['English'], cities: ['Shillong', 'Tura'] },
  Mizoram: { weight: 4, languages: ['English'], cities: ['Aizawl'] },
  Nagaland: { weight: 4, languages: ['English'], cities: ['Kohima', 'Dimapur'] },
  Odisha: {
    weight: 46,
    languages: ['Odia'],
    cities: ['Bhubaneswar', 'Cuttack', 'Rourkela', 'Sambalpur'],
  },
  Punjab: {
    weight: 30,
    languages: ['Punjabi'],
    cities: ['Ludhiana', 'Amritsar', 'Jalandhar', 'Patiala'],
  },
  Rajasthan: {
    weight: 81,
    languages: ['Hindi', 'Sindhi'],
    cities: ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota'],
  },
  Sikkim: { weight: 4, languages: ['Nepali'], cities: ['Gangtok'] },
  'Tamil Nadu': {
    weight: 77,
    languages: ['Tamil'],
    cities: ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli'],
  },
  Telangana: {
    weight: 38,
    languages: ['Telugu', 'Urdu'],
    cities: ['Hyderabad', 'Warangal', 'Karimnagar'],
  },
  Tripura: { weight: 4, languages: ['Bengali'], cities: ['Agartala'] },
  'Uttar Pradesh': {
    weight: 235,
    languages: ['Hindi', 'Urdu'],
    cities: ['Lucknow', 'Prayagraj', 'Kanpur', 'Varanasi'],
  },
  Uttarakhand: { weight: 12, languages: ['Hindi'], cities: ['Dehradun', 'Nainital', 'Haridwar'] },
  'West Bengal': {
    weight: 100,
    languages: ['Bengali'],
    cities: ['Kolkata', 'Howrah', 'Siliguri', 'Durgapur'],
  },
  'Andaman and Nicobar Islands': {
    weight: 4,
    languages: ['Hindi', 'Bengali'],
    cities: ['Port Blair'],
  },
  Chandigarh: { weight: 4, languages: ['Punjabi', 'Hindi'], cities: ['Chandigarh'] },
  'Dadra and Nagar Haveli and Daman and Diu': {
    weight: 4,
    languages: ['Gujarati'],
    cities: ['Daman', 'Silvassa'],
  },
  // Many courts, many lawyers.
  Delhi: { weight: 60, languages: ['Hindi', 'Punjabi'], cities: ['New Delhi', 'Dwarka', 'Saket'] },
  'Jammu and Kashmir': {
    weight: 13,
    languages: ['Kashmiri', 'Dogri'],
    cities: ['Srinagar', 'Jammu', 'Anantnag'],
  },
  Ladakh: { weight: 4, languages: ['Hindi', 'Urdu'], cities: ['Leh', 'Kargil'] },
  Lakshadweep: { weight: 4, languages: ['Malayalam'], cities: ['Kavaratti'] },
  Puducherry: { weight: 4, languages: ['Tamil'], cities: ['Puducherry', 'Karaikal'] },
}

/** First names: a start and an end ('Mee' + 'ra'), ~700 different. */
const FIRST_STARTS = `Aa A Ab Ad Ak Am An Ar Bha Cha Dee De Di Ga Ha Ish Ja Ka Kri La Ma Mee Na Ni
  Pra Pri Ra Ro Sa San Shi Su Ta Vi Ya`
const FIRST_ENDS = `ra ya jay na ti deep esh ika mit ran vi nav jal preet shan la kar run ima sha`
/** Surnames: a start and an end ('Kul' + 'karni'), ~400 different. */
const LAST_STARTS = `Sha Ver Re I Na Pa Kul Bha Cho Ban Mu Ga Cha Se Ka Ma Jo De Ra Me`
const LAST_ENDS = `rma ma ddy yer ir til karni tt udhary erjee kherjee ndhi tterjee n poor lhotra shi
  non sai than`

const BIO_FOCUS: Record<(typeof PRACTICE_AREAS)[number], string> = {
  'Criminal Law': 'bail, trials and appeals under the BNS and BNSS',
  'Civil Law': 'civil suits, injunctions, recovery and execution of decrees',
  'Family Law': 'divorce, maintenance, custody and domestic violence cases',
  'Property Law': 'title checks, partition suits, tenancy and builder disputes',
  'Constitutional Law': 'writ petitions, service matters and public interest litigation',
  'Consumer Law': 'complaints before consumer commissions for refunds and compensation',
  'Labour and Employment Law': 'wrongful termination, wages, gratuity and workplace harassment',
  'Cyber Law': 'online fraud, data theft, defamation and IT Act complaints',
  'Tax Law': 'GST and income-tax notices, assessments and appeals',
  'Corporate Law': 'company formation, contracts, compliance and insolvency',
}

const BIO_CLOSINGS = [
  'Consultations in plain language, with a clear fee from the start.',
  'Believes every client should understand their options before deciding.',
  'Also helps with legal notices, agreements and mediation.',
  'Has appeared in hundreds of hearings and answers within a day.',
  'Works with legal aid clinics on weekends.',
  'Prefers settlement where possible and fights hard when it is not.',
]

/** A text[] parameter: Postgres array syntax, every element quoted. */
const arrayParam = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`

const wordList = (text: string) => text.trim().split(/\s+/)

const md5Id = (prefix: string, n: string) => `md5('${prefix}:' || ${n})::uuid`
const advocateId = (n: string) => md5Id('directory-advocate', n)
const clientId = (n: string) => md5Id('directory-client', n)

/** One element of a text[] (a SQL expression), uniformly. */
const anyOf = (list: string) => `(${list})[1 + floor(random() * cardinality(${list}))::int]`

async function timed(fn: () => Promise<void>): Promise<number> {
  const started = performance.now()
  await fn()
  return (performance.now() - started) / 1000
}

async function loadAccounts(tx: Queryable, advocates: number) {
  // Advocates 1..N, then clients; the names are known here so users.name can carry them.
  await tx.query(
    `create temp table bench_people on commit drop as
     select g as n, g <= $1::integer as is_advocate,
       case when g <= $1 then ${advocateId('g')} else ${clientId(`g - $1`)} end as id,
       case when g <= $1 then 'directory-advocate-' || g else 'directory-client-' || (g - $1) end
         || '@example.com' as email,
       ${anyOf('$2::text[]')} || ${anyOf('$3::text[]')} as first_name,
       ${anyOf('$4::text[]')} || ${anyOf('$5::text[]')} as last_name,
       now() - interval '1 day' * (30 + floor(random() * 900)) as joined
     from generate_series(1, $1::integer + $6::integer) as g`,
    [
      advocates,
      arrayParam(wordList(FIRST_STARTS)),
      arrayParam(wordList(FIRST_ENDS)),
      arrayParam(wordList(LAST_STARTS)),
      arrayParam(wordList(LAST_ENDS)),
      CLIENTS,
    ],
  )
  await tx.query(
    `insert into auth.users (id, aud, role, email, created_at, updated_at)
     select id, 'authenticated', 'authenticated', email, joined, joined from bench_people`,
  )
  // is_verified as the profile trigger would set it, so that trigger has nothing to update.
  await tx.query(
    `insert into public.users (id, email, name, role, plan, is_verified, created_at, updated_at)
     select id, email, first_name || ' ' || last_name,
       case when is_advocate then 'advocate' else 'client' end,
       case when is_advocate then 'free' else 'premium' end,
       is_advocate, joined, joined
     from bench_people
       on conflict (id) do update set email = excluded.email, name = excluded.name, role = excluded.role, plan = excluded.plan, is_verified = excluded.is_verified, created_at = excluded.created_at, updated_at = excluded.updated_at`,
  )
}

/** Every profile's values, drawn once (the consultations need the practice areas). */
async function drawProfiles(tx: Queryable, advocates: number) {
  const names = INDIAN_STATES as readonly IndianState[]
  const total = names.reduce((sum, state) => sum + PLACES[state].weight, 0)
  let cumulative = 0
  const places = names.map((state, i) => {
    cumulative += PLACES[state].weight / total
    return {
      i: i + 1,
      state,
      upto: i === names.length - 1 ? 1 : cumulative,
      languages: PLACES[state].languages,
      cities: PLACES[state].cities,
    }
  })
  await tx.query(
    `create temp table bench_places on commit drop as
     select * from jsonb_to_recordset($1::jsonb)
       as p (i integer, state text, upto float8, languages text[], cities text[])`,
    [JSON.stringify(places)],
  )
  const [languages, areas] = ['($1::text[])', '($2::text[])']
  // Practice areas: the primary one by weight (criminal 25 %, civil 20 %, family 20 %, property
  // 15 %, then the six others 20 % together), 1-3 in all (50 / 35 / 15 %), distinct.
  await tx.query(
    `create temp table bench_profiles on commit drop as
     select x.n, a.id, a.first_name, a.last_name, x.no_name, p.state,
       case when random() < 0.05 then lower(c.city) else c.city end as city,
       -- The first four distinct ones of: the state's, its second one, English, Hindi, any.
       (select array_agg(d.l order by d.o) from (
          select u.l, min(u.o) as o
          from unnest(array[
            p.languages[1],
            case when cardinality(p.languages) > 1 and random() < 0.5 then p.languages[2] end,
            case when random() < 0.7 then 'English' end,
            case when random() < 0.45 then 'Hindi' end,
            case when random() < 0.12 then ${anyOf(languages)} end
          ]) with ordinality as u (l, o)
          where u.l is not null
          group by u.l
          order by min(u.o)
          limit 4
        ) as d) as languages,
       (select array_agg(${areas}[1 + (x.primary_area - 1 + k * 3) % 10] order by k)
        from generate_series(0, x.area_count - 1) as k) as practice_areas,
       x.enrolment_year, x.fee, x.primary_area, c.city as court_city
     from generate_series(1, $3::integer) as g
     cross join lateral (
       select g as n, random() as r_place, random() < 0.05 as no_name,
         case when random() < 0.5 then 1 when random() < 0.7 then 2 else 3 end as area_count,
         (array[1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 6, 7, 8, 9, 10])
           [1 + floor(random() * 22)::int] as primary_area,
         2024 - floor(power(random(), 1.6) * 50)::int as enrolment_year,
         case when random() < 0.12 then null
           else (round(exp(ln(300) + random() * ln(25000 / 300.0)) / 100) * 100)::int end as fee
     ) as x
     join bench_people as a on a.n = x.n
     cross join lateral (
       select * from bench_places as p where p.upto >= x.r_place order by p.i limit 1
     ) as p
     cross join lateral (
       select p.cities[1 + floor(random() * cardinality(p.cities))::int + 0 * x.n] as city
     ) as c`,
    [arrayParam(LANGUAGES), arrayParam(PRACTICE_AREAS), advocates],
  )
}

/** Completed consultations with one review each, for ~60 % of the advocates; no triggers. */
async function loadReviews(tx: Queryable) {
  await tx.query(
    `create temp table bench_reviews on commit drop as
     select ${md5Id('directory-consultation', `a.n || ':' || k`)} as id, a.id as advocate_id,
       ${clientId(`1 + floor(random() * ${CLIENTS})::int + 0 * k`)} as client_id,
       a.practice_areas[1 + floor(random() * cardinality(a.practice_areas))::int] as category,
       greatest(1, least(5, round(a.level + (random() - 0.5) * 2.4)))::smallint as rating,
       now() - interval '1 day' * (2 + floor(random() * 700)) as at
     from (
       select p.*, 2.6 + power(random(), 0.6) * 2.4 as level,
         1 + floor(power(random(), 4) * 60)::int as reviews
       from bench_profiles as p
     ) as a
     cross join generate_series(1, a.reviews) as k
     where a.n % 10 < ${Math.round(RATED * 10)}`,
  )
  await tx.query(
    `insert into public.consultations (id, client_id, advocate_id, category, description, mode,
       preferred_at, status, created_at, accepted_at, completed_at)
     select id, client_id, advocate_id, category,
       'A question about my ' || lower(category) || ' matter that I needed a lawyer to explain.',
       (array['chat', 'phone', 'video'])[1 + floor(random() * 3)::int],
       at - interval '3 days', 'completed', at - interval '5 days', at - interval '4 days',
       at - interval '1 day'
     from bench_reviews`,
  )
  await tx.query(
    `insert into public.advocate_reviews (consultation_id, advocate_id, client_id, rating, comment,
       created_at)
     select id, advocate_id, client_id, rating,
       case when random() < 0.6 then (array['Explained my options clearly and patiently.',
         'Clear fee from the start, no surprises.', 'Knows the local court well.',
         'Good advice, though it took a while to get a call back.'])[1 + floor(random() * 4)::int]
       end,
       at
     from bench_reviews`,
  )
}

/** The profiles, through their trigger (search vector), with the ratings of their reviews. */
async function loadProfiles(tx: Queryable) {
  const [focus, closings, councils] = ['($1::text[])', '($2::text[])', '($3::text[])']
  await tx.query(
    `insert into public.advocate_profiles (id, display_name, city, state, languages, bio,
       practice_areas, courts, enrolment_year, fee_inr, bar_council_enrolment_no, state_bar_council,
       verification_status, submitted_at, verified_at, rating_avg, review_count, created_at)
     select p.id,
       case when p.no_name then null else 'Adv. ' || p.first_name || ' ' || p.last_name end,
       p.city, p.state, p.languages,
       p.first_name || ' ' || p.last_name || ' has practised in ' || p.court_city || ' for '
         || greatest(1, extract(year from now())::integer - p.enrolment_year) || ' years, mostly ' || ${focus}[p.primary_area] || '. '
         || ${anyOf(closings)},
       p.practice_areas,
       array_remove(array[
         'District Court, ' || p.court_city,
         case when random() < 0.55 then 'High Court of ' || p.state end,
         case when 'Family Law' = any (p.practice_areas) then 'Family Court, ' || p.court_city
           when 'Consumer Law' = any (p.practice_areas) then 'District Consumer Commission, ' || p.court_city
           when random() < 0.06 then 'Supreme Court of India' end
       ], null),
       p.enrolment_year, p.fee,
       'B/' || (1000 + p.n) || '/' || p.enrolment_year,
       coalesce(
         (select c from unnest(${councils}) as c where c like '%' || p.state || '%' limit 1),
         ${councils}[1 + p.n % cardinality(${councils})]
       ),
       'verified', a.joined + interval '1 day', a.joined + interval '3 days',
       r.average, coalesce(r.reviews, 0), a.joined
     from bench_profiles as p
     join bench_people as a on a.n = p.n
     left join (
       select advocate_id, round(avg(rating), 2) as average, count(*)::integer as reviews
       from public.advocate_reviews group by advocate_id
     ) as r on r.advocate_id = p.id
     order by p.n`,
    [
      arrayParam(PRACTICE_AREAS.map((area) => BIO_FOCUS[area])),
      arrayParam(BIO_CLOSINGS),
      arrayParam(STATE_BAR_COUNCILS),
    ],
  )
}

const TABLES = [
  'public.advocate_profiles',
  'public.consultations',
  'public.advocate_reviews',
  'public.users',
  'auth.users',
]

/** Secondary indexes (not behind a constraint) of the tables filled here, with their definitions. */
async function secondaryIndexes(tx: Queryable) {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index as i
     where i.indrelid = any ($1::regclass[])
       and not exists (select 1 from pg_constraint as c where c.conindid = i.indexrelid)
     order by 1`,
    [TABLES.slice(0, 3)],
  )
  return rows
}

/** Profiles whose rating_avg or review_count disagree with their reviews (none expected). */
async function countMismatches(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n
     from public.advocate_profiles as p
     left join (
       select advocate_id, round(avg(rating), 2) as average, count(*)::integer as reviews
       from public.advocate_reviews group by advocate_id
     ) as r on r.advocate_id = p.id
     where (p.rating_avg, p.review_count) is distinct from (r.average, coalesce(r.reviews, 0))
       or p.search is null`,
  )
  return rows[0]!.n
}

export async function generateAdvocatesData(
  db: Driver,
  { advocates }: AdvocatesDataOptions,
): Promise<AdvocatesData> {
  if (advocates < 100) throw new Error('advocates: at least 100')
  const seconds = { load: 0, profiles: 0, indexes: 0, vacuum: 0, check: 0, total: 0 }
  const started = performance.now()
  await db.transaction(
    async (tx) => {
      await tx.query('select setseed(0.1313)')
      const indexes = await secondaryIndexes(tx)
      for (const { name } of indexes) await tx.exec(`drop index ${name}`)
      seconds.load = await timed(async () => {
        await loadAccounts(tx, advocates)
        await drawProfiles(tx, advocates)
        await tx.exec('set local session_replication_role = replica')
        await loadReviews(tx)
        await tx.exec('set local session_replication_role = origin')
      })
      seconds.profiles = await timed(() => loadProfiles(tx))
      seconds.indexes = await timed(async () => {
        for (const { definition } of indexes) await tx.exec(definition)
      })
    },
    { timeoutMs: 30 * 60_000 },
  )
  seconds.vacuum = await timed(async () => {
    for (const table of TABLES) await db.exec(`vacuum (analyze) ${table}`)
  })
  let mismatches = 0
  seconds.check = await timed(async () => {
    mismatches = await countMismatches(db)
  })
  if (mismatches > 0) throw new Error(`${mismatches} profiles disagree with their reviews`)
  seconds.total = (performance.now() - started) / 1000
  const counts = (
    await db.query<Record<'verified' | 'consultations' | 'reviews' | 'rated', number>>(
      `select
         (select count(*)::int from public.advocate_profiles where verification_status = 'verified')
           as verified,
         (select count(*)::int from public.consultations) as consultations,
         (select count(*)::int from public.advocate_reviews) as reviews,
         (select count(*)::int from public.advocate_profiles where review_count > 0) as rated`,
    )
  ).rows[0]!
  return { ...counts, seconds }
}
