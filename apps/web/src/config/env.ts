// The only file of the web app that reads build-time environment variables.
const marketingUrl = import.meta.env.VITE_MARKETING_URL || 'https://billfold.app';
const salesEmail = import.meta.env.VITE_SALES_EMAIL || 'sales@billfold.app';

export const webEnv = {
  /** The marketing site that the header's Features, About and Contact entries lead to. */
  marketingUrl: marketingUrl.replace(/\/+$/, ''),
  /** Where the Enterprise plan's contact-sales link writes to. */
  salesEmail,
} as const;
