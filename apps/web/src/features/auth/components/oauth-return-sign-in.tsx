import { SOCIAL_PROVIDER_NAMES, type RedirectProvider } from '@billfold/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { oauthCodeSignInQueryOptions, useSetSessionUser } from '../api/social-sign-in';

/** Back from the provider with a code: exchanges it and goes on to `returnTo`, or reports why not. */
export function OAuthReturnSignIn({
  provider,
  code,
  returnTo,
  onFailed,
}: {
  provider: RedirectProvider;
  code: string;
  /** Where the sign-in goes: the page the user was on before the provider's, or the dashboard. */
  returnTo: string;
  onFailed: (message: string) => void;
}) {
  const navigate = useNavigate();
  const setUser = useSetSessionUser();
  const { data: outcome } = useQuery(oauthCodeSignInQueryOptions(provider, code));

  useEffect(() => {
    if (!outcome) return;
    if (outcome.kind === 'signed-in') {
      setUser(outcome.user);
      void navigate(returnTo, { replace: true });
    } else {
      setUser(null);
      onFailed(outcome.message);
    }
  }, [outcome, setUser, navigate, onFailed, returnTo]);

  return (
    <div className="flex flex-col items-center gap-3 py-6 text-sm text-zinc-600">
      <Spinner
        className="size-6"
        label={`Signing you in with ${SOCIAL_PROVIDER_NAMES[provider]}`}
      />
      <p aria-hidden>Signing you in with {SOCIAL_PROVIDER_NAMES[provider]}…</p>
    </div>
  );
}
