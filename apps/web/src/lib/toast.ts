import { toast as sonner } from 'sonner';

let errorsSilenced = false;

/**
 * While the session is lost, the user is on the way to /login, where one notice says why: the
 * errors of the actions that failed for that reason ('Error creating new report!') would only
 * contradict it, so they are not shown (and those on screen go). Until the next sign-in.
 */
export function silenceErrorToasts(silenced: boolean): void {
  errorsSilenced = silenced;
  if (silenced) sonner.dismiss();
}

/** The one way features tell the user about an outcome: a toast, top-right, gone after 5 s. */
export const toast = {
  success: (message: string) => sonner.success(message),
  error: (message: string) => (errorsSilenced ? undefined : sonner.error(message)),
  info: (message: string) => sonner.info(message),
  message: (message: string) => sonner(message),
};
