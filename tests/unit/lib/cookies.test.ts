import { describe, expect, it } from 'vitest';
import { COOKIE_DAYS, cookieString, readCookie } from '../../../src/lib/cookies.ts';

describe('cookies', () => {
  it('last 365 days, shared on the parent domain, SameSite=Lax, Secure on https', () => {
    expect(COOKIE_DAYS).toBe(365);
    expect(cookieString('locale', 'en', { domain: '.example.com', secure: true })).toBe(
      'locale=en; Path=/; Max-Age=31536000; SameSite=Lax; Domain=.example.com; Secure',
    );
    expect(cookieString('locale', 'zh-TW', { domain: '', secure: false })).toBe(
      'locale=zh-TW; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('reads a cookie by name', () => {
    expect(readCookie('a=1; locale=zh-CN; token=x%3Dy', 'locale')).toBe('zh-CN');
    expect(readCookie('a=1; token=x%3Dy', 'token')).toBe('x=y');
    expect(readCookie('a=1', 'locale')).toBeNull();
  });
});
