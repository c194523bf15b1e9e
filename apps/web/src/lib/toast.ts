import { toast as sonner } from 'sonner';

/** The one way features tell the user about an outcome: a toast, top-right, gone after 5 s. */
export const toast = {
  success: (message: string) => sonner.success(message),
  error: (message: string) => sonner.error(message),
  info: (message: string) => sonner.info(message),
  message: (message: string) => sonner(message),
};
