import { afterAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, useTestApp } from '../test/app.ts';
import { startSmtpCapture } from '../test/smtp-capture.ts';

const smtp = await startSmtpCapture();
afterAll(() => smtp.close());
const t = useTestApp({ SMTP_URL: smtp.url, SMTP_FROM: 'Platewise <platewise@example.org>', PUBLIC_ORIGIN: 'https://platewise.example.org' });

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, newPassword: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const linkIn = (text: string) => /https:\/\/platewise\.example\.org\/reset-password\?token=([a-z2-7]{32})/.exec(text);

describe('forgotten password by e-mail', () => {
  it('e-mails a link that sets a new password once and ends every session', async () => {
    const user = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json().passwordReset).toBe(true);
    const asked = await forgot(user.email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toMatch(/If an account uses this address/);

    const mail = await smtp.waitFor(user.email);
    expect(mail).toMatchObject({ from: '"Platewise" <platewise@example.org>', subject: 'Reset your Platewise password' });
    const token = linkIn(mail.text)![1]!;
    expect((await reset(token, 'a fresh pass phrase')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } })).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a fresh pass phrase')).statusCode).toBe(200);

    const reused = await reset(token, 'another pass phrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This reset link has expired or was already used');
    expect((await login(user.email, 'a fresh pass phrase')).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const stranger = uniqueEmail();
    const res = await forgot(stranger);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/If an account uses this address/);
    await expect(smtp.waitFor(stranger, 500)).rejects.toThrow('no mail');
  });

  it('expires the link after an hour', async () => {
    const user = await signUp(t.app);
    await forgot(user.email);
    const token = linkIn((await smtp.waitFor(user.email)).text)![1]!;
    const row = await t.database.db.selectFrom('password_resets').select(['expires_at', 'created_at']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBeCloseTo(3_600_000, -4);
    await t.database.db.updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1) }).where('user_id', '=', user.id).execute();
    expect((await reset(token, 'a fresh pass phrase')).statusCode).toBe(400);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a malformed address with a 400 naming the field', async () => {
    const res = await forgot('not an address');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'email', message: 'Valid email is required' }]);
  });
});
