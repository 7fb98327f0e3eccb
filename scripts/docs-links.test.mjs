// The repository's documentation stands alone: every Markdown link in it resolves to a file of the
// repository, and no file points at the team's notes outside it. Runs in the `scripts` project.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Checked when present; README.md, CONTRIBUTING.md and docs/*.md must exist. */
const OPTIONAL_DOCS = [
  'tests/README.md',
  'supabase/knowledge/README.md',
  'tests/assistant-eval/README.md',
]
const REQUIRED_DOCS = ['README.md', 'CONTRIBUTING.md']

/**
 * External sites a document may link to. Empty on purpose: an external page can move or vanish
 * without any change here, and CI (offline) could not check it. Say the fact in our own words, or
 * link a file of the repository. Loopback URLs (the local dev servers) are not external.
 */
const EXTERNAL_ALLOWED = new Set([])
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Code and docs cite docs/PRODUCT.md sections (`docs/PRODUCT.md §2 'Forum'`) or say the why; a
 * tracker's issue number means nothing to a reader of the clone. Checked in these places.
 */
const CITING_PLACES = [
  'src/',
  'server/',
  'supabase/',
  'scripts/',
  'tests/',
  'e2e/',
  'bench/',
  'docs/',
]
const CITING_FILES = ['README.md', 'CONTRIBUTING.md', '.ci/run']
const CITING_EXTENSIONS = /\.(ts|tsx|js|mjs|sql|md|sh|html)$/
/** Read by the assistant evaluation only: no other code opens the held-out splits. */
const HELD_OUT = ['tests/assistant-eval/test/', 'tests/assistant-eval/test-2/']
/** The word issue with a number, or a bare hash-number that is not part of a link or a word. */
const ISSUE_CITATION = /\bissues?\s*#?\d+|(?<![\w./&#-])#\d{1,3}\b(?![\w-])/i

/** Text that must appear in no file of the repository (built here so this file has neither). */
const OUTSIDE_POINTERS = [['..', 'shared'].join('/'), ['shared', 'spec'.toUpperCase()].join('/')]

function docsToCheck() {
  const docsDir = path.join(ROOT, 'docs')
  const docs = fs.existsSync(docsDir)
    ? fs
        .readdirSync(docsDir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`)
    : []
  const optional = OPTIONAL_DOCS.filter((file) => fs.existsSync(path.join(ROOT, file)))
  return [...REQUIRED_DOCS, ...optional, ...docs.sort()]
}

/** The text with fenced code blocks blanked (lines kept, so line numbers stay right). */
function withoutFences(markdown) {
  let fence = null
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)
      if (fence) {
        if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length) fence = null
        return ''
      }
      if (marker) {
        fence = marker[1]
        return ''
      }
      return line
    })
    .join('\n')
}

/** The text outside code: fenced blocks and inline code spans blanked. */
function proseOf(markdown) {
  return withoutFences(markdown).replace(/(`+)[^`][\s\S]*?\1/g, (span) =>
    span.replace(/[^\n]/g, ' '),
  )
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** Every anchor a Markdown file offers: its headings' slugs (duplicates numbered) and <a id>. */
function anchorsOf(markdown) {
  const prose = withoutFences(markdown)
  const anchors = new Set()
  const seen = new Map()
  for (const [, text] of prose.matchAll(/^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/gm)) {
    const slug = slugOf(text)
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  for (const [, id] of prose.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id)
  return anchors
}

/** Link targets of a Markdown text: inline links and images, reference definitions, autolinks. */
function linksOf(markdown) {
  const prose = proseOf(markdown)
  const links = []
  const add = (target, index) =>
    links.push({ target, line: prose.slice(0, index).split('\n').length })
  for (const match of prose.matchAll(/\]\(\s*(<[^>\n]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g))
    add(match[1].replace(/^<|>$/g, ''), match.index)
  for (const match of prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*(<[^>\n]*>|\S+)/gm))
    add(match[1].replace(/^<|>$/g, ''), match.index)
  for (const match of prose.matchAll(/<([a-z][a-z0-9+.-]*:[^>\s]+)>/gi)) add(match[1], match.index)
  // GitHub also turns a bare http(s) address into a link.
  for (const match of prose.matchAll(/(?<![(<\w])https?:\/\/[^\s<>)\]|]+/g))
    add(match[0].replace(/[.,:;!?'"]+$/, ''), match.index)
  return links
}

function isIgnored(relativePath) {
  try {
    execFileSync('git', ['check-ignore', '-q', '--', relativePath], { cwd: ROOT, stdio: 'ignore' })
    return true
  } catch {
    return false // exit 1: not ignored (or no git: nothing to say)
  }
}

/** Why `target`, written in `file`, does not resolve to a file of the repository; null if it does. */
function problemOf(file, target) {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)
  if (scheme) {
    if (/^https?$/i.test(scheme[1])) {
      const host = /^https?:\/\/([^/:?#]+|\[[^\]]+\])/i.exec(target)?.[1]?.toLowerCase()
      if (LOOPBACK_HOSTS.has(host) || EXTERNAL_ALLOWED.has(target)) return null
    }
    return 'points outside the repository'
  }
  const [pathPart, anchor] = target.split('#', 2)
  const anchorsIn = (markdownFile) => anchorsOf(fs.readFileSync(markdownFile, 'utf8'))
  if (pathPart === '') {
    return anchor && !anchorsIn(path.join(ROOT, file)).has(anchor) ? `no heading #${anchor}` : null
  }
  if (pathPart.startsWith('/')) return 'is absolute; use a path relative to the document'
  let decoded
  try {
    decoded = decodeURIComponent(pathPart.split('?')[0])
  } catch {
    return 'is not a valid URL path'
  }
  const resolved = path.resolve(ROOT, path.dirname(file), decoded)
  const relative = path.relative(ROOT, resolved)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return 'points outside the repository'
  if (!fs.existsSync(resolved)) return 'does not exist'
  if (relative !== '' && isIgnored(relative))
    return 'is ignored by git, so a clone does not have it'
  if (anchor && resolved.endsWith('.md') && !anchorsIn(resolved).has(anchor))
    return `has no heading #${anchor}`
  return null
}

/** Files of the repository: tracked, plus new ones not ignored by git. */
function repositoryFiles() {
  const output = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  return [...new Set(output.toString('utf8').split('\0').filter(Boolean))].filter(
    (file) => !file.split('/').includes('node_modules'),
  )
}

describe('the documentation', () => {
  it('finds links the way GitHub renders them', () => {
    const sample = [
      '# Title',
      'See [the guide](docs/guide.md#set-up "Guide"), ![logo](<public/a b.svg>) and <https://x.example>.',
      'Bare https://y.example/page, local http://localhost:5173, `[code](not-a-link.md)`.',
      '```sh',
      '[fenced](not-a-link-either.md)',
      '```',
      '[ref]: CONTRIBUTING.md',
    ].join('\n')
    expect(linksOf(sample).map((link) => link.target)).toEqual([
      'docs/guide.md#set-up',
      'public/a b.svg',
      'CONTRIBUTING.md',
      'https://x.example',
      'https://y.example/page',
      'http://localhost:5173',
    ])
    expect([
      ...anchorsOf('## 8. Error catalogue\n## The `npm test` run\n## Same\n## Same'),
    ]).toEqual(['8-error-catalogue', 'the-npm-test-run', 'same', 'same-1'])
  })

  it('tells an issue citation from a link or a section', () => {
    // Built here, so that this file cites nothing.
    const [hash, issue] = ['#', 'issue']
    for (const text of [
      `${issue} 13`,
      `I${issue.slice(1)} ${hash}4`,
      `${issue}s 23`,
      `(${hash}11)`,
    ])
      expect(text).toMatch(ISSUE_CITATION)
    for (const text of [
      '[§8](PRODUCT.md#8-error-catalogue)',
      "docs/PRODUCT.md §2 'Forum'",
      'color: #fff',
      'LS013',
      'an issue with 3 causes',
    ])
      expect(text).not.toMatch(ISSUE_CITATION)
  })

  it('cites docs/PRODUCT.md sections, never issue numbers', () => {
    const files = repositoryFiles().filter(
      (file) =>
        CITING_FILES.includes(file) ||
        (CITING_PLACES.some((place) => file.startsWith(place)) &&
          CITING_EXTENSIONS.test(file) &&
          !HELD_OUT.some((place) => file.startsWith(place))),
    )
    const citations = files.flatMap((file) => {
      const full = path.join(ROOT, file)
      if (!fs.existsSync(full)) return []
      return fs
        .readFileSync(full, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          ISSUE_CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        )
    })
    expect(citations).toEqual([])
  })

  it('has README.md, CONTRIBUTING.md and docs/*.md in the repository', () => {
    for (const file of [...REQUIRED_DOCS, 'docs/PRODUCT.md', 'docs/ARCHITECTURE.md'])
      expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true)
  })

  it('links only to files inside the repository, and every one of them exists', () => {
    const problems = docsToCheck()
      .filter((file) => fs.existsSync(path.join(ROOT, file)))
      .flatMap((file) =>
        linksOf(fs.readFileSync(path.join(ROOT, file), 'utf8')).flatMap(({ target, line }) => {
          const problem = problemOf(file, target)
          return problem ? [`${file}:${line}: ${target} ${problem}`] : []
        }),
      )
    expect(problems).toEqual([])
  })

  it('is not replaced by notes outside the repository: no file points there', () => {
    const needles = OUTSIDE_POINTERS.map((text) => Buffer.from(text))
    const offenders = repositoryFiles().flatMap((file) => {
      const full = path.join(ROOT, file)
      if (!fs.existsSync(full) || !fs.statSync(full).isFile()) return []
      const content = fs.readFileSync(full)
      return OUTSIDE_POINTERS.filter((_, index) => content.includes(needles[index])).map(
        (text) => `${file} mentions ${text}`,
      )
    })
    expect(offenders).toEqual([])
  })
})
