import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { initializeGoogleIdentity, loadGoogleIdentity } from './google-identity';
import { providerIcons } from './provider-icons';

const GoogleIcon = providerIcons.google;

/**
 * Google's own button (Google Identity Services), rendered once its script has loaded; until
 * then, or when it cannot load, a button of ours that says it is not ready.
 */
export function GoogleSignInButton({
  clientId,
  scriptUrl,
  disabled,
  onCredential,
  onNotReady,
}: {
  clientId: string;
  scriptUrl: string;
  disabled?: boolean;
  onCredential: (credential: string | undefined) => void;
  onNotReady: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const handler = useRef(onCredential);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    handler.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity(scriptUrl).then(
      (google) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        initializeGoogleIdentity(google, clientId, (credential) => handler.current(credential));
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          // Google's button is 200 to 400 px wide.
          width: Math.max(200, Math.min(400, Math.floor(parent.clientWidth))),
        });
        setReady(true);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, scriptUrl]);

  return (
    <div className={disabled ? 'pointer-events-none opacity-50' : undefined}>
      <div
        ref={container}
        className="flex w-full justify-center [color-scheme:light]"
        data-testid="google-sign-in"
      />
      {ready ? null : (
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          onClick={onNotReady}
          disabled={disabled}
        >
          <GoogleIcon className="!size-[18px]" />
          Continue with Google
        </Button>
      )}
    </div>
  );
}
