// Exports nothing imports: in src/, server/, scripts/ and supabase/functions/, each exported name
// that no other file imports is dead (delete it, or drop `export` if the file uses it). Tests keep
// an export alive only when it is a test helper (src/**/testing/, tests/support/). Reads each file
// with the TypeScript parser alone, no type checker, so the whole repository takes about a second.
// `node scripts/dead-exports.mjs` prints the list; scripts/dead-exports.test.mjs keeps it empty.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Where exports are checked. */
const CHECKED = ['src/', 'server/', 'scripts/', 'supabase/functions/']
/** Where importers are read: the checked folders, the tests, the benches and the root's configs. */
const READ = [...CHECKED, 'tests/', 'e2e/', 'bench/']
/** Never read: build output, and the assistant eval's held-out splits (frozen, not for reading). */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'tests/assistant-eval/test',
  'tests/assistant-eval/test-2',
])
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/
const TEST_HELPER = /(^|\/)testing(\/|\.[cm]?[jt]sx?$)|^tests\/support\//

/**
 * Exports only tests import that still belong where they are, `file: [names]` (['*'] for all).
 * Each says why.
 */
export const ALLOWED = {
  // The translators' glossary (src/i18n): catalogs.test.ts holds every message file to it.
  'src/i18n/glossary.ts': ['*'],
  // The REST conformance suite's harness (tests/conformance/), kept beside the router it drives.
  'server/rest/conformance/harness.ts': ['*'],
  // The route tree, which router.test.tsx renders whole in a memory router.
  'src/app/router.tsx': ['routes'],
  // Forgets the module's toasts and timers between tests; the app never needs to.
  'src/components/ui/use-toast.ts': ['resetToasts'],
  // The documents' model as plain text, for the template and PDF tests to read.
  'src/features/documents/templates/model-text.ts': ['modelText'],
  // Fixtures beside sampleAnswers (which the demo seed uses): an offence under the IPC.
  'src/features/documents/templates/bail-application/sample-answers.ts': [
    'sampleAnswersBeforeJuly2024',
  ],
}

const posix = (file) => file.split(path.sep).join('/')

function listSources(root) {
  const files = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name
      if (SKIPPED_DIRS.has(entry.name) || SKIPPED_DIRS.has(rel)) continue
      if (entry.isDirectory()) {
        const inside = (folder) => `${rel}/`.startsWith(folder) || folder.startsWith(`${rel}/`)
        if (READ.some(inside)) walk(rel)
      } else if (SOURCE.test(entry.name) && !/\.d\.m?ts$/.test(entry.name)) {
        if (dir || entry.name.includes('.config.')) files.push(rel)
      }
    }
  }
  walk('')
  return files
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx']

/** The repository file an import names, or null for a package or an asset. */
function resolve(known, from, specifier) {
  let base
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier)
  else return null
  base = base.replace(/\?.*$/, '')
  for (const extension of EXTENSIONS) if (known.has(base + extension)) return base + extension
  const typescript = base.replace(/\.m?js$/, (js) => (js === '.mjs' ? '.mts' : '.ts'))
  return known.has(typescript) ? typescript : null
}

const hasExport = (node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
const isDefault = (node) =>
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)

function bindingNames(name, names) {
  if (ts.isIdentifier(name)) names.push(name.text)
  else
    for (const element of name.elements)
      if (!ts.isOmittedExpression(element)) bindingNames(element.name, names)
}

/**
 * One file's exported names, what it imports (`uses`: a file to names, '*' for all) and how often
 * each identifier occurs in it.
 */
function readFile(root, known, file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  // A file whose exports are not checked (a test, a bench) is read for its imports only: the
  // static ones at its top, parsed, and the import() and vi.mock() calls anywhere, by pattern.
  const checked = isChecked(file)
  const source = ts.createSourceFile(
    file,
    checked ? text : text.slice(0, importsEnd(text)),
    ts.ScriptTarget.Latest,
    false,
  )
  const exported = []
  const uses = new Map()
  const use = (specifier, names) => {
    const target = resolve(known, file, specifier)
    if (!target) return
    if (!uses.has(target)) uses.set(target, new Set())
    for (const name of names) uses.get(target).add(name)
  }

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause
      const names = []
      if (clause?.name) names.push('default')
      const bindings = clause?.namedBindings
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*')
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          names.push((element.propertyName ?? element.name).text)
      use(statement.moduleSpecifier.text, names)
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause
      const from = statement.moduleSpecifier
      if (!clause) {
        if (from && ts.isStringLiteral(from)) use(from.text, ['*'])
      } else if (ts.isNamespaceExport(clause)) {
        exported.push(clause.name.text)
        if (from && ts.isStringLiteral(from)) use(from.text, ['*'])
      } else {
        for (const element of clause.elements) exported.push(element.name.text)
        if (from && ts.isStringLiteral(from))
          use(
            from.text,
            clause.elements.map((element) => (element.propertyName ?? element.name).text),
          )
      }
    } else if (ts.isExportAssignment(statement)) {
      exported.push('default')
    } else if (hasExport(statement)) {
      if (isDefault(statement)) exported.push('default')
      else if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          bindingNames(declaration.name, exported)
      else if (statement.name && ts.isIdentifier(statement.name)) exported.push(statement.name.text)
    }
  }

  const identifiers = new Map()
  // import('x'), import('x').Name in types, vi.mock('x') / vi.importActual('x'): every name.
  const visit = (node) => {
    if (ts.isIdentifier(node)) identifiers.set(node.text, (identifiers.get(node.text) ?? 0) + 1)
    // `Math.round` does not use a `round` of this file.
    if (ts.isPropertyAccessExpression(node)) return visit(node.expression)
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const [first] = node.arguments
      const callee = node.expression.getText(source)
      const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword
      if (
        ts.isStringLiteralLike(first) &&
        (dynamic || /^vi\.(mock|importActual|doMock)$/.test(callee))
      )
        use(first.text, ['*'])
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal))
        use(argument.literal.text, [
          node.qualifier ? node.qualifier.getText(source).split('.')[0] : '*',
        ])
    } else if (ts.isNewExpression(node) && node.expression.getText(source) === 'URL') {
      // new Worker(new URL('./x.worker.ts', import.meta.url)): the worker's whole module.
      const [first] = node.arguments ?? []
      if (first && ts.isStringLiteralLike(first)) use(first.text, ['*'])
    }
    ts.forEachChild(node, visit)
  }
  if (checked) visit(source)
  else for (const [, specifier] of text.matchAll(WHOLE_MODULE_CALL)) use(specifier, ['*'])
  return { exported, uses, identifiers }
}

const isChecked = (file) =>
  CHECKED.some((folder) => file.startsWith(folder)) && !TEST_FILE.test(file)

/** Where the last static import or re-export ends (imports come first in this repository). */
function importsEnd(text) {
  let end = 0
  for (const match of text.matchAll(STATIC_IMPORT)) end = match.index + match[0].length
  return end
}
const STATIC_IMPORT =
  /^(?:import|export)\b[^;]*?\bfrom\s*['"][^'"\n]+['"]|^import\s*['"][^'"\n]+['"]/gm
const WHOLE_MODULE_CALL =
  /(?:\bimport|\bvi\.(?:mock|doMock|importActual)|new URL)\(\s*['"]([^'"\n]+)['"]/g

/** Dead exports as 'file: name', sorted. */
export function findDeadExports(root = ROOT, allowed = ALLOWED) {
  const files = listSources(root).map(posix)
  const known = new Set(files)
  const read = new Map(files.map((file) => [file, readFile(root, known, file)]))

  const used = new Map()
  const testUsed = new Map()
  for (const [file, { uses }] of read) {
    const isTest = TEST_FILE.test(file)
    for (const [target, names] of uses) {
      if (target === file) continue
      const into = isTest && !TEST_HELPER.test(target) ? testUsed : used
      if (!into.has(target)) into.set(target, new Set())
      for (const name of names) into.get(target).add(name)
    }
  }

  const dead = []
  for (const [file, { exported, identifiers }] of read) {
    if (!isChecked(file)) continue
    const names = used.get(file) ?? new Set()
    const allowedNames = allowed[file] ?? []
    if (names.has('*') || allowedNames.includes('*')) continue
    for (const name of new Set(exported)) {
      if (names.has(name) || allowedNames.includes(name)) continue
      // Exported so a test can reach it, and used by its own file: alive. Reached by tests alone:
      // code kept for its tests, dead (or a test helper, which belongs under testing/).
      const tested = testUsed.get(file)
      const usedHere = (identifiers.get(name) ?? 0) > 1
      if ((tested?.has(name) || tested?.has('*')) && usedHere) continue
      dead.push(`${file}: ${name}`)
    }
  }
  return dead.sort()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const dead = findDeadExports()
  for (const line of dead) console.log(line)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`${dead.length} dead export(s) in ${seconds} s`)
  process.exitCode = dead.length ? 1 : 0
}
