import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : []

const ENV_ONLY_IN_CONFIG = {
  selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
  message: 'Read configuration from src/config/env.ts only.',
}

/**
 * Words a user reads, written into JSX instead of a message file (src/i18n/README.md): text,
 * `{'text'}`, and the attributes that are read aloud or shown. Letters of English or Hindi.
 */
const WORDS = '/[A-Za-z\\u0900-\\u097F]/'
export const NO_TEXT_IN_JSX = [
  'JSXText',
  'JSXElement > JSXExpressionContainer > Literal',
  'JSXFragment > JSXExpressionContainer > Literal',
  'JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement',
  'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|title|placeholder|alt)$/] > Literal',
].map((node) => ({
  selector: `${node}[value${node.endsWith('TemplateElement') ? '.raw' : ''}=${WORDS}]`,
  message: 'Words on screen come from a message file in both languages (src/i18n/README.md).',
}))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'test-results',
      'playwright-report',
      'reports',
      '.data',
      'node_modules',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Every module graph stays acyclic: a cycle makes load order (and so behaviour) depend on
    // which file happens to be imported first. Test files are leaves (nothing imports them), so
    // checking from every other file finds every cycle.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx,mjs}', 'e2e/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          alias: { '@': [path.resolve('src')] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Edge Function entries run on Deno (hosted Supabase).
    files: ['supabase/functions/*/index.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': [
        'warn',
        {
          allowConstantExport: true,
          allowExportNames: ['Component', 'ErrorBoundary', 'loader', 'handle', 'buttonVariants'],
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', ENV_ONLY_IN_CONFIG],
      // Shared code (components, lib, config, i18n) depends on neither features nor the app.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Dependencies point app → features → shared.',
            },
          ],
        },
      ],
    },
  },
  // A feature may import itself and shared code, never another feature or the app.
  ...features.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${name}`, '@/app/*'],
              message: 'Features never import each other; compose them in src/app.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // The backend ships without the test tree; only its own tests may lean on tests/support.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/rest/conformance/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)tests(/|$)',
              message: 'server/ never imports tests/: move what both need into server/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every screen is in English and Hindi (src/i18n/README.md); tests and their helpers may write words.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ENV_ONLY_IN_CONFIG, ...NO_TEXT_IN_JSX] },
  },
  {
    files: ['src/config/env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
)
