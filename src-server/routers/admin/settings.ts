import { adminSettingsDto } from '../../../src/schemas/admin.ts';
import { checked } from '../../trpc/checked.ts';
import { currentSignupMode } from '../../services/admin/signup-mode.ts';
import { adminProcedure } from './procedure.ts';

export const settings = adminProcedure.output(checked(adminSettingsDto)).query(async ({ ctx }) => ({
  signupMode: await currentSignupMode(ctx.db, ctx.env),
  emailConfigured: ctx.req.server.mailer !== null,
}));
