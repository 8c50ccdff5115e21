import { signupModeDto, signupModeInput } from '../../../src/schemas/admin.ts';
import { setSignupMode as save } from '../../services/admin/signup-mode.ts';
import { adminProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

export const setSignupMode = adminProcedure.input(checked(signupModeInput)).output(checked(signupModeDto)).mutation(async ({ ctx, input }) => {
  await save(ctx.db, input.mode);
  return { signupMode: input.mode };
});
