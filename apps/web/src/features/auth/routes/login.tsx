import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DevOutboxLink } from '@/components/dev-outbox-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { EmailSignInForm } from '../components/email-sign-in-form';
import { SocialSignInButtons, type SocialProvider } from '../components/social-sign-in-buttons';

const notices: Record<string, string> = {
  'email-verified': 'Your email address is verified. You can sign in now.',
  'registration-success':
    'Your account was created. Check your inbox to verify your email address.',
};

// The list of configured providers comes from the server with the accounts work.
const configuredProviders: readonly SocialProvider[] = [];

export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const message = searchParams.get('message') ?? '';
  // Arriving from registration or verification, the next step is signing in by e-mail; the
  // notice gives way to what the sign-in attempt says.
  const [noticeShown, setNoticeShown] = useState(true);
  const notice = noticeShown ? notices[message] : undefined;
  const [emailFormOpen, setEmailFormOpen] = useState(notices[message] !== undefined);

  return (
    <AuthCard
      title="Sign in to Billfold"
      description="Turn PDF invoices into clean, reviewed records."
      footer={
        <>
          <p>
            Don&apos;t have an account? <TextLink to={paths.register}>Create one</TextLink>
          </p>
          <p className="text-[13px] text-zinc-500">
            By continuing you agree to our{' '}
            <TextLink to={paths.termsOfService} className="font-normal text-zinc-700 underline">
              Terms of Service
            </TextLink>{' '}
            and{' '}
            <TextLink to={paths.privacyPolicy} className="font-normal text-zinc-700 underline">
              Privacy Policy
            </TextLink>
            .
          </p>
        </>
      }
    >
      <title>Sign in · Billfold</title>
      {notice ? (
        <div className="mb-6 space-y-3">
          <Alert tone="success">{notice}</Alert>
          {message === 'registration-success' ? <DevOutboxLink /> : null}
        </div>
      ) : null}
      {emailFormOpen ? (
        <EmailSignInForm
          onBack={() => setEmailFormOpen(false)}
          onSubmitted={() => setNoticeShown(false)}
        />
      ) : (
        <div className="space-y-3">
          <SocialSignInButtons providers={configuredProviders} onSelect={() => undefined} />
          <Button size="lg" className="w-full" onClick={() => setEmailFormOpen(true)}>
            <Mail aria-hidden />
            Continue with e-mail
          </Button>
          <p className="pt-2 text-center text-[13px] leading-5 text-zinc-500">
            New accounts start with 50 free pages.
          </p>
        </div>
      )}
    </AuthCard>
  );
}
