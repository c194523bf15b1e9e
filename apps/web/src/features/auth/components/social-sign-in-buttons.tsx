import type { AuthProvider } from '@billfold/contract';
import { Button } from '@/components/ui/button';

export type SocialProvider = Exclude<AuthProvider, 'email'>;

const providerNames: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  twitter: 'X',
  facebook: 'Facebook',
};

/**
 * One button per configured social provider (DESIGN: a provider's button shows only when the
 * server has it configured), followed by a divider before the e-mail option.
 */
export function SocialSignInButtons({
  providers,
  onSelect,
}: {
  providers: readonly SocialProvider[];
  onSelect: (provider: SocialProvider) => void;
}) {
  if (providers.length === 0) return null;
  return (
    <>
      {providers.map((provider) => (
        <Button key={provider} variant="secondary" size="lg" className="w-full" onClick={() => onSelect(provider)}>
          Continue with {providerNames[provider]}
        </Button>
      ))}
      <div className="flex items-center gap-3 py-1 text-xs font-medium tracking-wide text-zinc-400 uppercase">
        <span className="h-px flex-1 bg-zinc-200" />
        or
        <span className="h-px flex-1 bg-zinc-200" />
      </div>
    </>
  );
}
