import { ChevronRight, KeyRound, LockKeyhole, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { AuthText } from '../api/auth-outcomes';
import { ChangePasswordForm } from '../components/change-password-form';
import { useSession } from '../components/session-context';

const providerNames = {
  email: 'email and password',
  google: 'Google',
  github: 'GitHub',
  twitter: 'X',
  facebook: 'Facebook',
};

function SectionIcon({ children }: { children: ReactNode }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-zinc-100 [&_svg]:size-5 [&_svg]:text-zinc-500">
      {children}
    </span>
  );
}

export function AccountSettingsRoute() {
  const { user } = useSession();
  if (!user) return null;
  const emailAccount = user.oAuthProvider === 'email';
  return (
    <PageContainer className="max-w-3xl">
      <title>Account Settings · Billfold</title>
      <PageHeader
        title="Account Settings"
        description="How you sign in to Billfold, and what it learned from your invoices."
      />
      <Card className="mt-8 divide-y divide-zinc-100">
        <section aria-labelledby="sign-in-method" className="flex items-start gap-4 p-6">
          <SectionIcon>
            <KeyRound aria-hidden />
          </SectionIcon>
          <div className="min-w-0">
            <h2 id="sign-in-method" className="text-sm font-semibold text-zinc-900">
              Sign-in method
            </h2>
            <p className="mt-1 text-sm break-words text-zinc-600">
              {user.email ? (
                <>
                  You sign in as <span className="font-medium text-zinc-900">{user.email}</span>{' '}
                  with{' '}
                </>
              ) : (
                'You sign in with '
              )}
              {providerNames[user.oAuthProvider]}.
            </p>
          </div>
        </section>
        <section aria-labelledby="password" className="p-6">
          <div className="flex items-start gap-4">
            <SectionIcon>
              <LockKeyhole aria-hidden />
            </SectionIcon>
            <div className="min-w-0 flex-1">
              <h2 id="password" className="text-sm font-semibold text-zinc-900">
                Password
              </h2>
              {emailAccount ? (
                <p className="mt-1 text-sm text-zinc-600">
                  Changing it signs you out on every other device and browser.
                </p>
              ) : (
                <Alert tone="info" className="mt-3">
                  {AuthText.notAnEmailAccount}
                </Alert>
              )}
            </div>
          </div>
          {emailAccount ? (
            <div className="mt-6 sm:max-w-lg sm:pl-14">
              <ChangePasswordForm />
            </div>
          ) : null}
        </section>
        <section aria-labelledby="learned-vendors">
          <Link
            to={paths.learnedVendors}
            className="group flex items-start gap-4 p-6 outline-none hover:bg-zinc-50 focus-visible:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
          >
            <SectionIcon>
              <Sparkles aria-hidden />
            </SectionIcon>
            <div className="min-w-0 flex-1">
              <h2 id="learned-vendors" className="text-sm font-semibold text-zinc-900">
                Learned vendors
              </h2>
              <p className="mt-1 text-sm text-zinc-600">
                The vendors Billfold learned from your corrections. See what it keeps and forget any
                of them.
              </p>
            </div>
            <ChevronRight
              aria-hidden
              className="mt-2.5 size-5 shrink-0 text-zinc-400 group-hover:text-zinc-600"
            />
          </Link>
        </section>
      </Card>
    </PageContainer>
  );
}
