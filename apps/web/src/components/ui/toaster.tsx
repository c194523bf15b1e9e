import { Toaster as Sonner } from 'sonner';

/**
 * The single toast outlet of the app: top-right, dark, gone after 5 s (SPEC section 2). Toasts
 * start below the sticky header (64 px high), so they never cover the account menu.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      theme="dark"
      duration={5_000}
      closeButton
      richColors={false}
      offset={{ top: 80, right: 24 }}
      mobileOffset={{ top: 72, right: 16, left: 16 }}
    />
  );
}
