import { Injectable } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Refuses very common passwords (SECURITY.md 2) on top of the length rules of the contract: the
 * list of common passwords bundled with zxcvbn-ts, compared case-insensitively.
 */
@Injectable()
export class PasswordPolicy {
  private common?: Set<string>;

  isCommon(password: string): boolean {
    this.common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
    return this.common.has(password.toLowerCase());
  }
}
