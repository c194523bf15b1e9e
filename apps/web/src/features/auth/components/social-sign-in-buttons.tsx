import {
  SOCIAL_PROVIDER_NAMES,
  type AuthProviders,
  type RedirectProvider,
} from '@billfold/contract';
import { Button } from '@/components/ui/button';
import { GoogleSignInButton } from './google-sign-in-button';
import { providerIcons } from './provider-icons';

const redirectProviders: readonly RedirectProvider[] = ['github', 'twitter', 'facebook'];

/** True when the server has at least one social provider configured. */
export function hasSocialProviders(
  providers: AuthProviders | undefined,
): providers is AuthProviders {
  return Boolean(
    providers && (providers.google || redirectProviders.some((provider) => providers[provider])),
  );
}

/**
 * One button per configured social provider (DESIGN: a provider's button shows only when the
 * server has it configured), followed by a divider before the e-mail option.
 */
export function SocialSignInButtons({
  providers,
  busyProvider,
  disabled,
  onSelect,
  onGoogleCredential,
  onGoogleNotReady,
}: {
  providers: AuthProviders | undefined;
  /** The provider whose page the browser is being sent to. */
  busyProvider?: RedirectProvider;
  disabled?: boolean;
  onSelect: (provider: RedirectProvider) => void;
  onGoogleCredential: (credential: string | undefined) => void;
  onGoogleNotReady: () => void;
}) {
  if (!hasSocialProviders(providers)) return null;
  return (
    <>
      {providers.google ? (
        <GoogleSignInButton
          clientId={providers.google.clientId}
          scriptUrl={providers.google.scriptUrl}
          disabled={disabled}
          onCredential={onGoogleCredential}
          onNotReady={onGoogleNotReady}
        />
      ) : null}
      {redirectProviders
        .filter((provider) => providers[provider])
        .map((provider) => {
          const Icon = providerIcons[provider];
          const busy = busyProvider === provider;
          return (
            <Button
              key={provider}
              variant="secondary"
              size="lg"
              className="w-full"
              busy={busy}
              disabled={disabled && !busy}
              onClick={() => onSelect(provider)}
            >
              {busy ? null : <Icon className="!size-[18px]" />}
              {busy
                ? `Opening ${SOCIAL_PROVIDER_NAMES[provider]}…`
                : `Continue with ${SOCIAL_PROVIDER_NAMES[provider]}`}
            </Button>
          );
        })}
      <div className="flex items-center gap-3 py-1 text-xs font-medium tracking-wide text-zinc-400 uppercase">
        <span className="h-px flex-1 bg-zinc-200" />
        or
        <span className="h-px flex-1 bg-zinc-200" />
      </div>
    </>
  );
}
