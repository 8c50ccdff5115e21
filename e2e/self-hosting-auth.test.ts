import type { Browser, Page } from 'playwright-core';
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
/** The first account, so the instance's admin, signed in on a desktop page. */
let admin: Page;
let adminEmail: string;

const newPage = async (mobile = false) => {
  const context = await browser.newContext({ baseURL: server.url, bypassCSP: true, viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
};

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
  ({ page: admin } = await newPage());
  ({ email: adminEmail } = await signUpComplete(admin));
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
  await smtp?.close();
});

/** A one-time invite, made by the admin through the API as the admin screen's button makes it. */
async function invite() {
  const made = await admin.request.post('/api/admin/invites', { data: {} });
  expect(made.status(), await made.text()).toBe(201);
  const url = new URL((await made.json()).url);
  return { path: url.pathname + url.search, token: url.searchParams.get('token')! };
}

async function inviteOnlySignUps() {
  const set = await admin.request.put('/api/admin/signup-mode', { data: { mode: 'invite' } });
  expect(set.ok(), await set.text()).toBe(true);
}

/** Registers through the API on `page`'s context, leaving it signed in. */
async function register(page: Page, email: string, inviteToken: string) {
  const registered = await page.request.post('/api/auth/register', { data: { email, password: 'a long pass phrase', inviteToken } });
  expect(registered.status(), await registered.text()).toBe(201);
}

/** A member who joined through an invite, signed in on their own page. */
async function newMember(mobile = false) {
  const member = await newPage(mobile);
  const email = e2eEmail();
  await register(member.page, email, (await invite()).token);
  return { ...member, email };
}

/** Signs in through the provider's own login and consent pages. */
async function signInWithProvider(page: Page, login: string) {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Sign in with Family ID' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Asks for a reset link through the API as the forgotten-password form does, and sets the new password with it. */
async function resetThroughApi(page: Page, email: string, newPassword: string) {
  const asked = await page.request.post('/api/auth/forgot-password', { data: { email } });
  expect(asked.ok(), await asked.text()).toBe(true);
  const link = resetLinkIn(await smtp.waitFor(email));
  const reset = await page.request.post('/api/auth/reset-password', { data: { token: new URL(link).searchParams.get('token'), newPassword } });
  expect(reset.ok(), await reset.text()).toBe(true);
  return link;
}

const resetLinkIn = (mail: { text: string }) => /http:\/\/\S+\/reset-password\?token=[a-z2-7]{32}/.exec(mail.text)![0];

it('the admin makes sign-ups invite only and creates a one-time invite link', async () => {
  await admin.goto('/dashboard');
  await admin.getByRole('button', { name: 'Account' }).click();
  await admin.getByRole('menuitem', { name: 'Administration' }).click();
  await admin.getByRole('heading', { name: 'Administration' }).waitFor();
  await admin.getByText('Invite only', { exact: true }).click();
  await admin.getByRole('region', { name: 'Sign-ups' }).getByText('New accounts need an invite link from you.').waitFor();
  await admin.getByRole('button', { name: 'Create invite link' }).click();
  const inviteUrl = (await admin.getByLabel('One-time link').textContent())!.trim();
  expect(inviteUrl).toMatch(/\/accept-invite\?token=[a-z2-7]{32}$/);
  await expectNoSeriousA11yIssues(admin, 'admin screen');
});

it('without an invite, the sign-in screen offers no sign-up', async () => {
  await inviteOnlySignUps();
  const { page, context } = await newPage(true);
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Sign in with Family ID' }).waitFor();
  expect(await page.getByRole('tab', { name: 'Create account' }).count()).toBe(0);
  await context.close();
});

it('an invite link opens an account on a phone', async () => {
  await inviteOnlySignUps();
  const { page, context } = await newPage(true);
  await page.goto((await invite()).path);
  await page.getByRole('heading', { name: 'You are invited to Platewise' }).waitFor();
  await expectNoSeriousA11yIssues(page, 'accept invite');
  await page.getByLabel('Email').fill(e2eEmail());
  await page.getByLabel('Password').fill('a long pass phrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Welcome to Platewise!' }).waitFor();
  await context.close();
});

it('an invite link already used is refused', async () => {
  const { path, token } = await invite();
  const { page, context } = await newPage();
  await register(page, e2eEmail(), token);
  await page.goto(path);
  await page.getByText('This invite link has expired or was already used').waitFor();
  await context.close();
});

it('the admin sees a new member in the list of accounts', async () => {
  const member = await newMember();
  await admin.goto('/admin');
  await admin.getByRole('cell', { name: member.email, exact: true }).waitFor();
  await member.context.close();
});

it('single sign-on through the OpenID provider makes a new account with the name the provider gave', async () => {
  provider.addAccount('robin', { email: e2eEmail(), email_verified: true, given_name: 'Robin' });
  const { page, context } = await newPage();
  await signInWithProvider(page, 'robin');
  await page.getByRole('heading', { name: 'Welcome to Platewise!' }).waitFor();
  expect((await (await page.request.get('/api/auth/user')).json()).firstName).toBe('Robin');
  await context.close();
});

it("the provider's unverified e-mail address is refused in words on the sign-in screen", async () => {
  provider.addAccount('mallory', { email: adminEmail, email_verified: false });
  const { page, context } = await newPage();
  await signInWithProvider(page, 'mallory');
  await page.getByText('Your identity provider has not verified your e-mail address').waitFor();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await context.close();
});

it("a forgotten password is reset through the e-mailed link, ending the member's other sessions", async () => {
  const member = await newMember(true);
  const { page, context } = await newPage(true);
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in screen has an Email field too: wait for the reset form before typing.
  await page.getByRole('button', { name: 'Send reset link' }).waitFor();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('If an account uses this address').waitFor();
  await page.goto(resetLinkIn(await smtp.waitFor(member.email)));
  await expectNoSeriousA11yIssues(page, 'reset password');
  await page.getByLabel('New password').fill('a new long phrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByText('Your new password is set.').waitFor();
  expect((await member.page.request.get('/api/auth/user')).status()).toBe(401);
  await context.close();
  await member.context.close();
});

it('a reset link works only once', async () => {
  const member = await newMember();
  const link = await resetThroughApi(member.page, member.email, 'a new long phrase');
  const { page, context } = await newPage();
  await page.goto(link);
  await page.getByLabel('New password').fill('yet another phrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByText('This reset link has expired or was already used').waitFor();
  await context.close();
  await member.context.close();
});

it('the new password signs the member in', async () => {
  const member = await newMember();
  await resetThroughApi(member.page, member.email, 'a new long phrase');
  const { page, context } = await newPage(true);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill('a new long phrase');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Welcome to Platewise!' }).waitFor();
  await context.close();
  await member.context.close();
});

it('on a phone, the admin reaches every account and its actions', async () => {
  const member = await newMember();
  const { page, context } = await newPage(true);
  const signedIn = await page.request.post('/api/auth/login', { data: { email: adminEmail, password: 'a long pass phrase' } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  await page.goto('/admin');
  await page.getByRole('button', { name: `Manage ${member.email}` }).click();
  await page.getByRole('menuitem', { name: 'Create password reset link' }).click();
  await page.getByText(`Password reset link for ${member.email}`).waitFor();
  // Check the screen itself once the account's menu has gone.
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  await expectNoSeriousA11yIssues(page, 'admin screen on a phone');
  await context.close();
  await member.context.close();
});
