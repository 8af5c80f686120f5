/** The English site's pages with a fixed address, in the order the benchmark tables list them. */
export const ENGLISH_ROUTES = [
  '/',
  '/features',
  '/pricing',
  '/about',
  '/contact',
  '/demo',
  '/support',
  '/login',
  '/register',
  '/security',
  '/compliance',
  '/integrations',
  '/forgot-password',
  '/reset-password',
  '/terms',
  '/privacy',
  '/handbook',
  '/500',
  '/error',
] as const;

/** A route's Hindi twin: `/pricing` → `/hi/pricing`, `/` → `/hi/` (with its query: `/?x` → `/hi/?x`). */
export const hindiTwin = (route: string) => `/hi${route}`;

/** Every page with a fixed address: the English ones, then their Hindi twins (held to the same budgets). */
export const PAGE_ROUTES: readonly string[] = [...ENGLISH_ROUTES, ...ENGLISH_ROUTES.map(hindiTwin)];

/** The page routes with /reset-password (in any language) carrying `token` in its address, as a reset link does. */
export const withResetToken = (token: string) => PAGE_ROUTES.map((route) => (route.endsWith('/reset-password') ? `${route}?token=${token}` : route));
