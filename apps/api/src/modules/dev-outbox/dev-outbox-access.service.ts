import { DevOutboxErrorCode, DevOutboxMessage } from '@billfold/contract';
import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { AppError } from '../../common/errors/app-error.js';
import { secretsEqual } from '../../common/security/constant-time.js';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';

/** What a request presents to open the dev outbox. */
export interface DevOutboxCredentials {
  /** `Authorization: Bearer <token>` (scripts and tests). */
  bearer?: string;
  /** The cookie a browser got in exchange for the token. */
  cookie?: string;
}

/**
 * The dev outbox shows every stored e-mail, password-reset links included, so reading it takes
 * the outbox token (MAIL_DEV_OUTBOX_TOKEN, printed in the terminal at start), as Jupyter's token
 * guards a notebook server. A browser trades the token once for a cookie whose value is derived
 * from it: the cookie is not the token, and a new token voids every cookie of the old one.
 */
@Injectable()
export class DevOutboxAccessService {
  private readonly token: string;
  private readonly cookie: string;

  constructor(@Inject(API_ENV) env: ApiEnv) {
    // loadApiEnv refuses MAIL_DEV_OUTBOX without a token; this is the module's own guard.
    if (!env.MAIL_DEV_OUTBOX_TOKEN)
      throw new Error('MAIL_DEV_OUTBOX_TOKEN is required when MAIL_DEV_OUTBOX is true');
    this.token = env.MAIL_DEV_OUTBOX_TOKEN;
    this.cookie = createHmac('sha256', this.token)
      .update('billfold dev outbox cookie')
      .digest('base64url');
  }

  /** Throws DEV_OUTBOX_TOKEN_REQUIRED unless the request holds the token or its cookie. */
  assertAllowed(credentials: DevOutboxCredentials): void {
    const byToken =
      credentials.bearer !== undefined && secretsEqual(credentials.bearer, this.token);
    const byCookie =
      credentials.cookie !== undefined && secretsEqual(credentials.cookie, this.cookie);
    if (!byToken && !byCookie) throw tokenRequired();
  }

  /** The cookie value that stands for `token`; throws DEV_OUTBOX_TOKEN_REQUIRED for a wrong one. */
  exchange(token: string): string {
    if (!secretsEqual(token, this.token)) throw tokenRequired();
    return this.cookie;
  }
}

function tokenRequired(): AppError {
  return new AppError(DevOutboxErrorCode.DEV_OUTBOX_TOKEN_REQUIRED, DevOutboxMessage.tokenRequired);
}
