import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../src-server/test/oidc-provider.ts';
import { startSmtpCapture, type SmtpCapture } from '../src-server/test/smtp-capture.ts';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { e2eEmail, expectNoSeriousA11yIssues } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

let server: RunningServer;
let browser: Browser;
let provider: TestOidcProvider;
let smtp: SmtpCapture;

// The app, a real OpenID provider and a real SMTP server, all on loopback. The provider learns the
// app's callback once the app has a port; the app discovers the provider on the first sign-in.
beforeAll(async () => {
  [provider, smtp, browser] = await Promise.all([startOidcProvider(), startSmtpCapture(), launchBrowser()]);
  server = await startServer({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_BUTTON_LABEL: 'Sign in with Family ID',
    OIDC_ALLOW_SIGNUP: 'true',
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Platewise <platewise@example.org>',
  });
  provider.setRedirectUri(`${server.url}/api/auth/oidc/callback`);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
  await smtp?.close();
});

const newPage = async (mobile = false) => {
  const context = await browser.newContext({ baseURL: server.url, bypassCSP: true, viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
};

it('the admin invites someone, a family member signs in through the OpenID provider, and a forgotten password is reset by e-mail', async () => {
  // The first account is the admin; the screen is in the Account menu.
  const admin = await newPage();
  const { email: adminEmail } = await signUpComplete(admin.page);
  await admin.page.goto('/dashboard');
  await admin.page.getByRole('button', { name: 'Account' }).click();
  await admin.page.getByRole('menuitem', { name: 'Administration' }).click();
  await admin.page.getByRole('heading', { name: 'Administration' }).waitFor();
  await admin.page.getByText('Invite only', { exact: true }).click();
  await admin.page.getByRole('region', { name: 'Sign-ups' }).getByText('New accounts need an invite link from you.').waitFor();
  await admin.page.getByRole('button', { name: 'Create invite link' }).click();
  const inviteUrl = (await admin.page.getByLabel('One-time link').textContent())!.trim();
  expect(inviteUrl).toMatch(/\/accept-invite\?token=[a-z2-7]{32}$/);
  await expectNoSeriousA11yIssues(admin.page, 'admin screen');

  // Without the invite the sign-in screen offers no sign-up; with it, on a phone, the account is made.
  const invited = await newPage(true);
  await invited.page.goto('/auth');
  await invited.page.getByRole('link', { name: 'Sign in with Family ID' }).waitFor();
  expect(await invited.page.getByRole('tab', { name: 'Create account' }).count()).toBe(0);
  await invited.page.goto(inviteUrl.replace(/^https?:\/\/[^/]+/, ''));
  await invited.page.getByRole('heading', { name: 'You are invited to Platewise' }).waitFor();
  await expectNoSeriousA11yIssues(invited.page, 'accept invite');
  const invitedEmail = e2eEmail();
  await invited.page.getByLabel('Email').fill(invitedEmail);
  await invited.page.getByLabel('Password').fill('a long pass phrase');
  await invited.page.getByRole('button', { name: 'Create account' }).click();
  await invited.page.getByRole('heading', { name: 'Welcome to Platewise!' }).waitFor();

  // The same link again is refused.
  const again = await newPage();
  await again.page.goto(inviteUrl.replace(/^https?:\/\/[^/]+/, ''));
  await again.page.getByText('This invite link has expired or was already used').waitFor();

  // The admin sees the new member.
  await admin.page.reload();
  await admin.page.getByRole('cell', { name: invitedEmail, exact: true }).waitFor();

  // Single sign-on: the provider's own login and consent pages, then back in the app as a new account.
  provider.addAccount('robin', { email: e2eEmail(), email_verified: true, given_name: 'Robin' });
  const sso = await newPage();
  await sso.page.goto('/auth');
  await sso.page.getByRole('link', { name: 'Sign in with Family ID' }).click();
  await sso.page.locator('input[name="login"]').fill('robin');
  await sso.page.locator('input[name="password"]').fill('any password');
  await sso.page.getByRole('button', { name: 'Sign-in' }).click();
  await sso.page.getByRole('button', { name: 'Continue' }).click();
  await sso.page.getByRole('heading', { name: 'Welcome to Platewise!' }).waitFor();
  expect((await (await sso.page.request.get('/api/auth/user')).json()).firstName).toBe('Robin');

  // An unverified e-mail is refused with words on the sign-in screen.
  provider.addAccount('mallory', { email: adminEmail, email_verified: false });
  const unverified = await newPage();
  await unverified.page.goto('/auth');
  await unverified.page.getByRole('link', { name: 'Sign in with Family ID' }).click();
  await unverified.page.locator('input[name="login"]').fill('mallory');
  await unverified.page.locator('input[name="password"]').fill('any password');
  await unverified.page.getByRole('button', { name: 'Sign-in' }).click();
  await unverified.page.getByRole('button', { name: 'Continue' }).click();
  await unverified.page.getByText('Your identity provider has not verified your e-mail address').waitFor();
  expect((await unverified.page.request.get('/api/auth/user')).status()).toBe(401);

  // Forgotten password: the link comes by e-mail and works once.
  const forgot = await newPage(true);
  await forgot.page.goto('/auth');
  await forgot.page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in screen has an Email field too: wait for the reset form before typing.
  await forgot.page.getByRole('button', { name: 'Send reset link' }).waitFor();
  await forgot.page.getByLabel('Email').fill(invitedEmail);
  await forgot.page.getByRole('button', { name: 'Send reset link' }).click();
  await forgot.page.getByText('If an account uses this address').waitFor();
  const mail = await smtp.waitFor(invitedEmail);
  const link = /http:\/\/\S+\/reset-password\?token=[a-z2-7]{32}/.exec(mail.text)![0];
  await forgot.page.goto(link);
  await expectNoSeriousA11yIssues(forgot.page, 'reset password');
  await forgot.page.getByLabel('New password').fill('a new long phrase');
  await forgot.page.getByRole('button', { name: 'Set new password' }).click();
  await forgot.page.getByText('Your new password is set.').waitFor();
  // The invited member's phone session ended with the reset.
  expect((await invited.page.request.get('/api/auth/user')).status()).toBe(401);
  await forgot.page.goto(link);
  await forgot.page.getByLabel('New password').fill('yet another phrase');
  await forgot.page.getByRole('button', { name: 'Set new password' }).click();
  await forgot.page.getByText('This reset link has expired or was already used').waitFor();

  await forgot.page.goto('/auth');
  await forgot.page.getByLabel('Email').fill(invitedEmail);
  await forgot.page.getByLabel('Password').fill('a new long phrase');
  await forgot.page.getByRole('button', { name: 'Sign in' }).click();
  await forgot.page.getByRole('heading', { name: 'Welcome to Platewise!' }).waitFor();

  // The admin screen on a phone: every account and its actions within reach.
  await admin.page.setViewportSize({ width: 390, height: 844 });
  await admin.page.reload();
  await admin.page.getByRole('button', { name: `Manage ${invitedEmail}` }).click();
  await admin.page.getByRole('menuitem', { name: 'Create password reset link' }).click();
  await admin.page.getByText(`Password reset link for ${invitedEmail}`).waitFor();
  // Check the screen itself once the account's menu has gone.
  await admin.page.keyboard.press('Escape');
  await admin.page.getByRole('menu').waitFor({ state: 'hidden' });
  await expectNoSeriousA11yIssues(admin.page, 'admin screen on a phone');
}, 240_000);
