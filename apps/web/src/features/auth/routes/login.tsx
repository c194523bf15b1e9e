import {
  SESSION_EXPIRED_MESSAGE,
  SocialSignInText,
  type RedirectProvider,
} from '@billfold/contract';
import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DevOutboxLink } from '@/components/dev-outbox-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { safeReturnPath, SESSION_EXPIRED_NOTICE } from '@/lib/login-path';
import { takeOAuthReturn, type OAuthReturn } from '../api/oauth-return';
import {
  authProvidersQueryOptions,
  startOAuthSignIn,
  useGoogleSignIn,
} from '../api/social-sign-in';
import { AuthCard } from '../components/auth-card';
import { EmailSignInForm } from '../components/email-sign-in-form';
import { OAuthReturnSignIn } from '../components/oauth-return-sign-in';
import { SocialSignInButtons } from '../components/social-sign-in-buttons';

/** Messages passed in the query (SPEC section 2); the first two lead to the e-mail form. */
const notices: Record<string, { text: string; tone: 'success' | 'warning'; emailForm: boolean }> = {
  'email-verified': {
    text: 'Your email address is verified. You can sign in now.',
    tone: 'success',
    emailForm: true,
  },
  'registration-success': {
    text: 'Your account was created. Check your inbox to verify your email address.',
    tone: 'success',
    emailForm: true,
  },
  // The session ended while the user was away: every way of signing in stays on offer.
  [SESSION_EXPIRED_NOTICE]: { text: SESSION_EXPIRED_MESSAGE, tone: 'warning', emailForm: false },
};

// A provider's return is read once per address: reading uses the tab's pending state up, and
// the page may render more than once for the same address.
const oauthReturns = new Map<string, OAuthReturn>();

function oauthReturnOf(search: string): OAuthReturn {
  let read = oauthReturns.get(search);
  if (!read) {
    try {
      read = takeOAuthReturn(new URLSearchParams(search), window.sessionStorage);
    } catch {
      read = { kind: 'invalid-state' };
    }
    oauthReturns.set(search, read);
  }
  return read;
}

function initialSocialError(oauthReturn: OAuthReturn): string | undefined {
  if (oauthReturn.kind === 'invalid-state') return SocialSignInText.invalidState;
  if (oauthReturn.kind === 'cancelled') return SocialSignInText.cancelled(oauthReturn.provider);
  return undefined;
}

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const message = searchParams.get('message') ?? '';
  // Where the user was when the session was lost (a path of this site only), else the dashboard.
  const returnTo = safeReturnPath(searchParams.get('next')) ?? paths.dashboard;
  const [oauthReturn] = useState(() => oauthReturnOf(location.search));
  const [exchanging, setExchanging] = useState(oauthReturn.kind === 'code');
  const [socialError, setSocialError] = useState(() => initialSocialError(oauthReturn));
  const [busyProvider, setBusyProvider] = useState<RedirectProvider>();
  const providers = useQuery(authProvidersQueryOptions());
  const googleSignIn = useGoogleSignIn();
  // Arriving from registration or verification, the next step is signing in by e-mail; the
  // notice gives way to what the sign-in attempt says.
  const [noticeShown, setNoticeShown] = useState(true);
  const notice = noticeShown && !socialError ? notices[message] : undefined;
  const [emailFormOpen, setEmailFormOpen] = useState(notices[message]?.emailForm ?? false);

  // The code and state have done their work: they leave the address bar (and the history).
  useEffect(() => {
    if (oauthReturn.kind !== 'none') void navigate(paths.login, { replace: true });
  }, [oauthReturn.kind, navigate]);

  // Back from the provider's page through the browser's back button, the page may be restored
  // as it was left: with the button still saying it is opening the provider.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusyProvider(undefined);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const exchangeFailed = useCallback((failure: string) => {
    setSocialError(failure);
    setExchanging(false);
  }, []);

  async function selectProvider(provider: RedirectProvider) {
    setSocialError(undefined);
    setBusyProvider(provider);
    const failure = await startOAuthSignIn(provider, returnTo);
    setBusyProvider(undefined);
    setSocialError(failure);
  }

  async function signInWithGoogle(credential: string | undefined) {
    setSocialError(undefined);
    if (!credential) {
      setSocialError(SocialSignInText.failed('google'));
      return;
    }
    const outcome = await googleSignIn.mutateAsync(credential);
    if (outcome.kind === 'signed-in') await navigate(returnTo, { replace: true });
    else setSocialError(outcome.message);
  }

  const busy = busyProvider !== undefined || googleSignIn.isPending;

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
          <Alert tone={notice.tone}>{notice.text}</Alert>
          {message === 'registration-success' ? <DevOutboxLink /> : null}
        </div>
      ) : null}
      {socialError && !emailFormOpen ? (
        <Alert tone="error" className="mb-5">
          {socialError}
        </Alert>
      ) : null}
      {exchanging && oauthReturn.kind === 'code' ? (
        <OAuthReturnSignIn
          provider={oauthReturn.provider}
          code={oauthReturn.code}
          returnTo={safeReturnPath(oauthReturn.returnTo) ?? paths.dashboard}
          onFailed={exchangeFailed}
        />
      ) : emailFormOpen ? (
        <EmailSignInForm
          returnTo={returnTo}
          onBack={() => setEmailFormOpen(false)}
          onSubmitted={() => setNoticeShown(false)}
        />
      ) : (
        <div className="space-y-3">
          <SocialSignInButtons
            providers={providers.data}
            busyProvider={busyProvider}
            disabled={busy}
            onSelect={(provider) => void selectProvider(provider)}
            onGoogleCredential={(credential) => void signInWithGoogle(credential)}
            onGoogleNotReady={() => setSocialError(SocialSignInText.googleNotReady)}
          />
          {googleSignIn.isPending ? (
            <p role="status" className="text-center text-sm text-zinc-600">
              Signing you in with Google…
            </p>
          ) : null}
          <Button
            size="lg"
            className="w-full"
            disabled={busy}
            onClick={() => setEmailFormOpen(true)}
          >
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
