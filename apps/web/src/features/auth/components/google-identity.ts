/** The part of Google Identity Services (https://accounts.google.com/gsi/client) that /login uses. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        ux_mode?: 'popup' | 'redirect';
        auto_select?: boolean;
        cancel_on_tap_outside?: boolean;
      }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          type?: 'standard' | 'icon';
          theme?: 'outline' | 'filled_blue' | 'filled_black';
          size?: 'large' | 'medium' | 'small';
          text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
          shape?: 'rectangular' | 'pill' | 'circle' | 'square';
          logo_alignment?: 'left' | 'center';
          width?: number;
        },
      ): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let loading: { url: string; promise: Promise<GoogleIdentity> } | undefined;

/** Loads Google's script once (only ever called when the server has Google configured). */
export function loadGoogleIdentity(url: string): Promise<GoogleIdentity> {
  if (loading?.url === url) return loading.promise;
  const promise = new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () =>
      window.google?.accounts?.id
        ? resolve(window.google)
        : reject(new Error('Google Identity Services did not start'));
    script.onerror = () => reject(new Error(`Could not load ${url}`));
    document.head.append(script);
  });
  loading = { url, promise };
  return promise;
}

let initializedFor: string | undefined;
let onCredential: ((credential: string | undefined) => void) | undefined;

/**
 * Google asks for one initialize per page: later renders of the button only change where a
 * credential goes.
 */
export function initializeGoogleIdentity(
  google: GoogleIdentity,
  clientId: string,
  handler: (credential: string | undefined) => void,
): void {
  onCredential = handler;
  if (initializedFor === clientId) return;
  initializedFor = clientId;
  google.accounts.id.initialize({
    client_id: clientId,
    callback: (response) => onCredential?.(response.credential),
    ux_mode: 'popup',
    auto_select: false,
  });
}
