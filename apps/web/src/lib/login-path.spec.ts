import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './login-path.js';

const origin = 'https://billfold.app';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/subscription', origin)).toBe('/subscription');
    expect(safeReturnPath('/success?session_id=cs_1&user_id=u#x', origin)).toBe(
      '/success?session_id=cs_1&user_id=u#x',
    );
    expect(safeReturnPath('/a/../pricing', origin)).toBe('/pricing');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value, origin), String(value)).toBeNull();
    }
  });

  it('never returns to /login itself', () => {
    expect(safeReturnPath('/login?next=/x', origin)).toBeNull();
  });
});

describe('loginPath', () => {
  it('carries the page to come back to and the expired notice', () => {
    expect(loginPath({ returnTo: '/subscription', expired: true, origin })).toBe(
      '/login?message=session-expired&next=%2Fsubscription',
    );
    expect(loginPath({ returnTo: '/pricing?x=1', origin })).toBe('/login?next=%2Fpricing%3Fx%3D1');
  });

  it('leaves out the dashboard and anything unsafe', () => {
    expect(loginPath({ returnTo: '/', expired: true, origin })).toBe(
      '/login?message=session-expired',
    );
    expect(loginPath({ returnTo: '//evil.example', origin })).toBe('/login');
  });
});
