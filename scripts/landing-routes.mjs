// The public pages a visitor may land on, by path, with their route module (src/app/router.tsx).
// vite.config.ts preloads their chunks from index.html; scripts/size.mjs budgets their first load.
// A ':name' segment matches any one segment (every guide shares one route module).
export const LANDING_ROUTES = {
  '/': 'src/features/marketing/routes/home.tsx',
  '/about': 'src/features/marketing/routes/about.tsx',
  '/pricing': 'src/app/routes/pricing.tsx',
  '/contact': 'src/features/marketing/routes/contact.tsx',
  '/privacy-policy': 'src/features/marketing/routes/privacy-policy.tsx',
  '/terms-of-use': 'src/features/marketing/routes/terms-of-use.tsx',
  '/auth': 'src/features/auth/routes/auth-screens.ts',
  '/help': 'src/features/marketing/routes/help-pages.ts',
  '/support': 'src/features/marketing/routes/help-pages.ts',
  '/guides': 'src/features/guides/routes/index.ts',
  '/guides/:slug': 'src/features/guides/routes/index.ts',
  '/legal-dictionary': 'src/features/guides/routes/index.ts',
}

/**
 * The data a landing page's loader fetches before it renders (one chunk each): part of its first
 * load in scripts/size.mjs. A guide's page is measured with the cheque-bounce guide.
 */
export const LANDING_DATA = {
  '/guides': 'src/features/guides/content/generated/index.json',
  '/guides/:slug': 'src/features/guides/content/generated/guides/cheque-bounce.json',
  '/legal-dictionary': 'src/features/guides/content/generated/dictionary.json',
}
