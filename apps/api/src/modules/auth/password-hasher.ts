import { hash, verify } from '@node-rs/argon2';
import { Injectable } from '@nestjs/common';

/** argon2id with OWASP's minimum: 19 MiB, 2 passes, 1 lane (SECURITY.md 1). */
const PARAMS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, unusable with isolatedModules */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordHasher {
  /** Verified against when there is no hash, so that unknown and known e-mails take as long. */
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, PARAMS);
  }

  /** Checks a password; with no hash, burns the same time and answers false. */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    this.dummyHash ??= this.hash(`no account ${Math.random()}`);
    try {
      return await verify(passwordHash ?? (await this.dummyHash), password);
    } catch {
      return false;
    }
  }

  /** True for hashes weaker than the current parameters (or of another algorithm): rehash at login. */
  needsRehash(passwordHash: string): boolean {
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
    if (!match) return true;
    const [, memory, time, lanes] = match.map(Number);
    return memory! < PARAMS.memoryCost || time! < PARAMS.timeCost || lanes !== PARAMS.parallelism;
  }
}
