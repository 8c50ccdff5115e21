import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

it('the shipped @trpc/client example reads the profile and streams the export with a personal API token', async () => {
  const { cookie, email } = await signUp(t.app);
  const { token } = (await t.app.inject({ method: 'POST', url: '/api/auth/tokens', headers: { cookie }, payload: { name: 'example' } })).json();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/trpc-client-example.ts'], {
    env: { ...process.env, PLATEWISE_URL: address, PLATEWISE_TOKEN: token },
  });
  expect(stdout).toContain(`Signed in as ${email}; daily target 2759 kcal.`);
  expect(stdout).toContain('Your export holds 0 food log entries.');
});
