// node scripts/untranslated.mjs <paths…> — the words written into JSX (text, {'text'}, and
// aria-label, title, placeholder and alt literals) in these files, tests' helpers included: what
// is left to move into message files (src/i18n/README.md). `npm run lint` fails on the same words
// in the app's code.
import { ESLint } from 'eslint'
import { NO_TEXT_IN_JSX } from '../eslint.config.js'

const paths = process.argv.slice(2)
if (paths.length === 0) {
  console.error('usage: node scripts/untranslated.mjs <files or folders>…')
  process.exit(2)
}
const eslint = new ESLint({
  overrideConfig: {
    files: ['**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...NO_TEXT_IN_JSX] },
  },
})
const results = await eslint.lintFiles(paths.map((p) => (p.endsWith('.tsx') ? p : `${p}/**/*.tsx`)))
let count = 0
for (const { filePath, messages } of results) {
  if (filePath.endsWith('.test.tsx') || filePath.includes('/testing/')) continue
  for (const message of messages.filter((m) => m.ruleId === 'no-restricted-syntax')) {
    if (!message.message.startsWith('Words on screen')) continue
    count++
    console.log(`${filePath.replace(`${process.cwd()}/`, '')}:${message.line}:${message.column}`)
  }
}
console.log(count === 0 ? 'no words left in JSX' : `${count} word(s) left in JSX`)
process.exit(count === 0 ? 0 : 1)
