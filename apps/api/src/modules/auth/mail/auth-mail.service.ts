import { SOCIAL_PROVIDER_NAMES, type AuthProvider } from '@billfold/contract';
import { JobProducer, mailSendJob } from '@billfold/jobs';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { API_ENV, type ApiEnv } from '../../../config/api-config.js';
import { publicUrl } from '../../../config/env.js';
import { authMails, type RenderedMail } from './auth-mail.templates.js';

interface Recipient {
  name: string;
  /** Null for a social account that has no address: there is nowhere to send its mail. */
  email: string | null;
}

/** Renders the accounts e-mails with links from the configured public URL and queues them. */
@Injectable()
export class AuthMailService {
  private readonly baseUrl: string;

  constructor(
    @Inject(API_ENV) env: ApiEnv,
    @Inject(JobProducer) private readonly producer: JobProducer,
  ) {
    this.baseUrl = publicUrl(env);
  }

  sendVerification(to: Recipient, token: string, tokenId: string): Promise<void> {
    const url = this.link('/verify-email', { token, ...(to.email ? { email: to.email } : {}) });
    return this.send(to, authMails.verifyEmail(to.name, url), `verify-email.${tokenId}`);
  }

  sendAlreadyRegistered(to: Recipient & { oAuthProvider: AuthProvider }): Promise<void> {
    const mail =
      to.oAuthProvider === 'email'
        ? authMails.alreadyRegistered(to.name, this.link('/login'), this.link('/forgot-password'))
        : authMails.alreadyRegisteredWithProvider(
            to.name,
            SOCIAL_PROVIDER_NAMES[to.oAuthProvider],
            this.link('/login'),
          );
    return this.send(to, mail, `already-registered.${randomUUID()}`);
  }

  sendPasswordReset(to: Recipient, token: string, tokenId: string): Promise<void> {
    return this.send(
      to,
      authMails.resetPassword(to.name, this.link('/reset-password', { token })),
      `reset-password.${tokenId}`,
    );
  }

  sendPasswordChanged(to: Recipient): Promise<void> {
    return this.send(
      to,
      authMails.passwordChanged(to.name, this.link('/forgot-password')),
      `password-changed.${randomUUID()}`,
    );
  }

  private link(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, `${this.baseUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  private async send(to: Recipient, mail: RenderedMail, jobId: string): Promise<void> {
    if (!to.email) return;
    await this.producer.enqueue(mailSendJob, { to: to.email, ...mail }, { jobId });
  }
}
