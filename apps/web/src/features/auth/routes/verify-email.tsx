import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthText } from '../api/auth-outcomes';
import { verifyEmailQueryOptions } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { BackToSignIn, OnToSignIn } from '../components/on-to-sign-in';
import { ResendVerificationForm } from '../components/resend-verification';
import { StatusIcon, StatusMessage } from '../components/status-icon';

const REDIRECT_DELAY_MS = 3_000;
const afterVerification = `${paths.login}?message=email-verified`;

export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const email = searchParams.get('email') ?? '';
  return token ? <VerifyToken token={token} email={email} /> : <MissingToken email={email} />;
}

function MissingToken({ email }: { email: string }) {
  return (
    <AuthCard
      title="Verify your email"
      description="Open the link from the e-mail we sent you, or ask for a new one."
      footer={<BackToSignIn />}
    >
      <title>Verify your email · Billfold</title>
      <div className="space-y-5">
        <Alert tone="error">{AuthText.verificationLinkMissing}</Alert>
        <ResendVerificationForm defaultEmail={email} />
      </div>
    </AuthCard>
  );
}

/** Uses the link's token once, then shows how it went: verified, expired, refused or failed. */
function VerifyToken({ token, email }: { token: string; email: string }) {
  const { data: outcome, refetch, isFetching } = useQuery(verifyEmailQueryOptions(token));

  if (!outcome) {
    return (
      <AuthCard title="Verifying your email" description="This takes a moment.">
        <title>Verifying your email · Billfold</title>
        <div className="flex flex-col items-center gap-4 py-2 text-center" role="status">
          <StatusIcon tone="brand">
            <LoaderCircle aria-hidden className="animate-spin" />
          </StatusIcon>
          <p className="text-sm text-zinc-600">Checking your verification link…</p>
        </div>
      </AuthCard>
    );
  }

  if (outcome.kind === 'verified') {
    return (
      <AuthCard
        title="Email verified"
        description={email ? <>{email} is confirmed.</> : 'Your address is confirmed.'}
      >
        <title>Email verified · Billfold</title>
        <StatusMessage
          tone="success"
          icon={<CircleCheck aria-hidden />}
          message={AuthText.emailVerified}
        >
          <OnToSignIn to={afterVerification} delayMs={REDIRECT_DELAY_MS} />
        </StatusMessage>
      </AuthCard>
    );
  }

  if (outcome.kind === 'failed') {
    return (
      <AuthCard title="We couldn’t verify your email" footer={<BackToSignIn />}>
        <title>Verification failed · Billfold</title>
        <div className="space-y-5">
          <Alert tone="error">{outcome.message}</Alert>
          <Button size="lg" className="w-full" busy={isFetching} onClick={() => void refetch()}>
            {isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        </div>
      </AuthCard>
    );
  }

  const expired = outcome.kind === 'expired';
  return (
    <AuthCard
      title={expired ? 'Verification link expired' : 'We couldn’t verify your email'}
      description="We can send you a new link."
      footer={<BackToSignIn />}
    >
      <title>{expired ? 'Link expired · Billfold' : 'Verification failed · Billfold'}</title>
      <div className="space-y-5">
        <div className="flex justify-center">
          <StatusIcon tone={expired ? 'warning' : 'error'}>
            {expired ? <Clock aria-hidden /> : <CircleX aria-hidden />}
          </StatusIcon>
        </div>
        <Alert tone={expired ? 'warning' : 'error'}>{outcome.message}</Alert>
        <ResendVerificationForm defaultEmail={email} />
      </div>
    </AuthCard>
  );
}
