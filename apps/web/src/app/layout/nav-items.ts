import { paths } from '@/config/paths';
import { webEnv } from '@/config/env';

export type NavItem =
  | { kind: 'internal'; label: string; to: string }
  | { kind: 'external'; label: string; href: string };

/** The header's entries (SPEC section 2); the external ones lead to the marketing site. */
export const navItems: readonly NavItem[] = [
  { kind: 'internal', label: 'Dashboard', to: paths.dashboard },
  { kind: 'external', label: 'Features', href: `${webEnv.marketingUrl}/features` },
  { kind: 'internal', label: 'Pricing', to: paths.pricing },
  { kind: 'internal', label: 'Blog', to: paths.blog },
  { kind: 'external', label: 'About', href: `${webEnv.marketingUrl}/about` },
  { kind: 'external', label: 'Contact', href: `${webEnv.marketingUrl}/contact` },
];
