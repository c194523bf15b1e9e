import { Injectable } from '@nestjs/common';
import { loadCommonPasswords } from '@billfold/contract/passwords';

/**
 * Refuses very common passwords (SECURITY.md 2) on top of the length rules of the contract: the
 * list the contract shares with the web forms (zxcvbn-ts's), compared case-insensitively.
 */
@Injectable()
export class PasswordPolicy {
  async isCommon(password: string): Promise<boolean> {
    return (await loadCommonPasswords()).has(password);
  }
}
