import { describe, expect, it } from 'vitest';
import { authTab, REGISTER_PATH } from './auth-tab.ts';

describe('the /auth tab', () => {
  it('opens Create account from "Start Your Journey" when sign-ups are open', () => {
    const asked = new URLSearchParams(REGISTER_PATH.split('?')[1]).get('mode') ?? undefined;
    expect(authTab(null, asked, 'open')).toBe('register');
  });

  it('opens Sign in otherwise, and follows the tab the visitor picks', () => {
    expect(authTab(null, undefined, 'open')).toBe('sign-in');
    expect(authTab(null, 'register', 'invite')).toBe('sign-in');
    expect(authTab(null, 'register', 'closed')).toBe('sign-in');
    expect(authTab('sign-in', 'register', 'open')).toBe('sign-in');
    expect(authTab('register', undefined, 'open')).toBe('register');
  });
});
