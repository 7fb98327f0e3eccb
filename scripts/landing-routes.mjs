// The public pages a visitor may land on, by path, with their route module (src/app/router.tsx).
// vite.config.ts preloads their chunks from index.html; scripts/size.mjs budgets their first load.
export const LANDING_ROUTES = {
  '/': 'src/features/marketing/routes/home.tsx',
  '/about': 'src/features/marketing/routes/about.tsx',
  '/pricing': 'src/app/routes/pricing.tsx',
  '/contact': 'src/features/marketing/routes/contact.tsx',
  '/privacy-policy': 'src/features/marketing/routes/privacy-policy.tsx',
  '/terms-of-use': 'src/features/marketing/routes/terms-of-use.tsx',
  '/auth': 'src/features/auth/routes/auth.tsx',
}
