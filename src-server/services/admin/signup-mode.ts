import type { SignupMode } from '../../../src/schemas/admin.ts';
import { signupModes } from '../../../src/schemas/admin.ts';
import type { Database } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { readSetting, writeSetting } from '../../repositories/instance-settings.ts';

const SETTING = 'signup_mode';

/** The admin's choice, stored so every instance agrees; SIGNUP_MODE until the admin has chosen. */
export async function currentSignupMode(db: Database, env: Pick<Env, 'SIGNUP_MODE'>): Promise<SignupMode> {
  const stored = await readSetting(db, SETTING);
  return signupModes.find((mode) => mode === stored) ?? env.SIGNUP_MODE;
}

export function setSignupMode(db: Database, mode: SignupMode): Promise<void> {
  return writeSetting(db, SETTING, mode);
}
