/** The accounts e-mails, rendered as a plain-text part and an HTML part. */
export interface RenderedMail {
  template: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.55">${escapeHtml(p)}</p>`)
    .join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;color:#6b7280;font-size:13px;line-height:1.5">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#4f46e5">Billfold</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
${body}${button}
<p style="margin:24px 0 0;color:#9ca3af;font-size:12px">You receive this e-mail because of an action on your Billfold account.</p>
</td></tr></table></td></tr></table></body></html>`;
}

function text(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  return [
    title,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '— Billfold',
  ].join('\n');
}

function render(
  template: string,
  subject: string,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): RenderedMail {
  return {
    template,
    subject,
    text: text(title, paragraphs, action),
    html: layout(title, paragraphs, action),
  };
}

export const authMails = {
  verifyEmail: (name: string, url: string) =>
    render(
      'verify-email',
      'Verify your email address',
      `Welcome to Billfold, ${name}`,
      [
        'Please confirm your email address to activate your account. The link is valid for 24 hours.',
        'If you did not create a Billfold account, you can ignore this e-mail.',
      ],
      { label: 'Verify email address', url },
    ),

  alreadyRegistered: (name: string, loginUrl: string, resetUrl: string) =>
    render('already-registered', 'You already have a Billfold account', `Hello ${name}`, [
      'Someone, probably you, tried to create a Billfold account with this email address. You already have one.',
      `Sign in at ${loginUrl}. If you forgot your password, reset it at ${resetUrl}.`,
      'If this was not you, no action is needed.',
    ]),

  /** The address belongs to an account that signs in through a provider: there is no password to reset. */
  alreadyRegisteredWithProvider: (name: string, provider: string, loginUrl: string) =>
    render('already-registered', 'You already have a Billfold account', `Hello ${name}`, [
      'Someone, probably you, tried to create a Billfold account with this email address. You already have one.',
      `You sign in with ${provider}: choose "Continue with ${provider}" at ${loginUrl}.`,
      'If this was not you, no action is needed.',
    ]),

  resetPassword: (name: string, url: string) =>
    render(
      'reset-password',
      'Reset your Billfold password',
      'Reset your password',
      [
        `Hello ${name}, we received a request to reset your password. The link is valid for 1 hour and can be used once.`,
        'If you did not ask for this, ignore this e-mail: your password stays the same.',
      ],
      { label: 'Choose a new password', url },
    ),

  passwordChanged: (name: string, resetUrl: string) =>
    render('password-changed', 'Your Billfold password was changed', 'Your password was changed', [
      `Hello ${name}, the password of your Billfold account was just changed and your other sessions were signed out.`,
      `If this was not you, reset your password now at ${resetUrl} and review your account.`,
    ]),
};
