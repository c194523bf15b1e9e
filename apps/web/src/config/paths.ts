/** Every route of the web app (SPEC section 2). */
export const paths = {
  dashboard: '/',
  blog: '/blog',
  pricing: '/pricing',
  subscription: '/subscription',
  accountSettings: '/account-settings',
  /** Account Settings › Learned vendors. */
  learnedVendors: '/account-settings/learned-vendors',
  checkoutSuccess: '/success',
  checkoutCancel: '/cancel',
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  /** Local runs only: the e-mails the dev transport stored instead of sending (not in the header). */
  devOutbox: '/dev/outbox',
} as const;

const publicPaths: ReadonlySet<string> = new Set([
  paths.login,
  paths.register,
  paths.verifyEmail,
  paths.forgotPassword,
  paths.resetPassword,
  paths.privacyPolicy,
  paths.termsOfService,
  paths.devOutbox,
]);

const protectedPaths: ReadonlySet<string> = new Set([
  paths.dashboard,
  paths.blog,
  paths.pricing,
  paths.subscription,
  paths.accountSettings,
  paths.learnedVendors,
  paths.checkoutSuccess,
  paths.checkoutCancel,
]);

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Public pages do not check the session when they load. */
export function isPublicPath(pathname: string): boolean {
  return publicPaths.has(normalize(pathname));
}

/** Protected pages need a signed-in user. */
export function isProtectedPath(pathname: string): boolean {
  return protectedPaths.has(normalize(pathname));
}
