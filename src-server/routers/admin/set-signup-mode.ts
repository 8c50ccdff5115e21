import { signupModeInput } from '../../../src/schemas/admin.ts';
import { setSignupMode as save } from '../../services/admin/signup-mode.ts';
import { adminProcedure } from './procedure.ts';

export const setSignupMode = adminProcedure.input(signupModeInput).mutation(async ({ ctx, input }) => {
  await save(ctx.db, input.mode);
  return { signupMode: input.mode };
});
