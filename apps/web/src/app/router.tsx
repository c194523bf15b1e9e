import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import { RequireSession } from '@/features/auth/components/require-session';
import { RootLayout } from './layout/root-layout';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** The routes of SPEC section 2; pages load on demand so the shell stays small as features grow. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      // While the first page's code loads; it takes a moment, so nothing is better than a flash.
      HydrateFallback: () => null,
      children: [
        {
          path: paths.login,
          lazy: async () => ({
            Component: (await import('@/features/auth/routes/login')).LoginRoute,
          }),
        },
        {
          path: paths.register,
          lazy: async () => ({
            Component: (await import('@/features/auth/routes/register')).RegisterRoute,
          }),
        },
        {
          path: paths.verifyEmail,
          lazy: async () => ({
            Component: (await import('@/features/auth/routes/verify-email')).VerifyEmailRoute,
          }),
        },
        {
          path: paths.forgotPassword,
          lazy: async () => ({
            Component: (await import('@/features/auth/routes/forgot-password')).ForgotPasswordRoute,
          }),
        },
        {
          path: paths.resetPassword,
          lazy: async () => ({
            Component: (await import('@/features/auth/routes/reset-password')).ResetPasswordRoute,
          }),
        },
        {
          path: paths.privacyPolicy,
          lazy: async () => ({
            Component: (await import('@/features/legal/routes/privacy-policy')).PrivacyPolicyRoute,
          }),
        },
        {
          path: paths.termsOfService,
          lazy: async () => ({
            Component: (await import('@/features/legal/routes/terms-of-service'))
              .TermsOfServiceRoute,
          }),
        },
        {
          path: paths.devOutbox,
          lazy: async () => ({
            Component: (await import('@/features/dev-outbox/routes/dev-outbox')).DevOutboxRoute,
          }),
        },
        {
          Component: RequireSession,
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('@/features/dashboard/routes/dashboard')).DashboardRoute,
              }),
            },
            {
              path: paths.blog,
              lazy: async () => ({
                Component: (await import('@/features/blog/routes/blog')).BlogRoute,
              }),
            },
            {
              path: paths.pricing,
              lazy: async () => ({
                Component: (await import('@/features/billing/routes/pricing')).PricingRoute,
              }),
            },
            {
              path: paths.subscription,
              lazy: async () => ({
                Component: (await import('@/features/billing/routes/subscription'))
                  .SubscriptionRoute,
              }),
            },
            {
              path: paths.accountSettings,
              lazy: async () => ({
                Component: (await import('@/features/auth/routes/account-settings'))
                  .AccountSettingsRoute,
              }),
            },
            {
              path: paths.learnedVendors,
              lazy: async () => ({
                Component: (await import('@/features/learning/routes/learned-vendors'))
                  .LearnedVendorsRoute,
              }),
            },
            {
              path: paths.checkoutSuccess,
              lazy: async () => ({
                Component: (await import('@/features/billing/routes/checkout-success'))
                  .CheckoutSuccessRoute,
              }),
            },
            {
              path: paths.checkoutCancel,
              lazy: async () => ({
                Component: (await import('@/features/billing/routes/checkout-cancel'))
                  .CheckoutCancelRoute,
              }),
            },
          ],
        },
        { path: '*', Component: NotFoundRoute },
      ],
    },
  ]);
}
