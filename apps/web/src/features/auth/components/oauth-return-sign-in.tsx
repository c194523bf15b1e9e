import { SOCIAL_PROVIDER_NAMES, type RedirectProvider } from '@billfold/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { oauthCodeSignInQueryOptions, useSetSessionUser } from '../api/social-sign-in';

/** Back from the provider with a code: exchanges it and goes to the dashboard, or reports why not. */
export function OAuthReturnSignIn({
  provider,
  code,
  onFailed,
}: {
  provider: RedirectProvider;
  code: string;
  onFailed: (message: string) => void;
}) {
  const navigate = useNavigate();
  const setUser = useSetSessionUser();
  const { data: outcome } = useQuery(oauthCodeSignInQueryOptions(provider, code));

  useEffect(() => {
    if (!outcome) return;
    if (outcome.kind === 'signed-in') {
      setUser(outcome.user);
      void navigate(paths.dashboard, { replace: true });
    } else {
      setUser(null);
      onFailed(outcome.message);
    }
  }, [outcome, setUser, navigate, onFailed]);

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
