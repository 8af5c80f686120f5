/** The site's pages with a fixed address, in the order the benchmark tables list them. */
export const PAGE_ROUTES = [
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

/** The page routes with /reset-password carrying `token` in its address, as a reset link does. */
export const withResetToken = (token: string) => PAGE_ROUTES.map((route) => (route === '/reset-password' ? `${route}?token=${token}` : route));
