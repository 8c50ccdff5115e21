import { describe, expect, it } from 'vitest';
import en from '../../locales/en/auth.json';
import { signInRefusal } from './sign-in-refusal.ts';

describe('signInRefusal', () => {
  it('words each reason the server gives', () => {
    expect(en.refusal[signInRefusal('?signInError=unverified')!]).toMatch(/has not verified your e-mail/);
    expect(en.refusal[signInRefusal('?signInError=no-account')!]).toMatch(/no account for your e-mail/);
  });

  it('shows nothing without a reason, or for one it does not know', () => {
    expect(signInRefusal('')).toBeNull();
    expect(signInRefusal('?signInError=<script>')).toBeNull();
    expect(signInRefusal('?signInError=constructor')).toBeNull();
  });
});
