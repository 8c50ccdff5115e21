import type { AdminSettingsDto } from '../../../src/schemas/admin.ts';
import { currentSignupMode } from '../../services/admin/signup-mode.ts';
import { adminProcedure } from './procedure.ts';

export const settings = adminProcedure.query(async ({ ctx }): Promise<AdminSettingsDto> => ({
  signupMode: await currentSignupMode(ctx.db, ctx.env),
  emailConfigured: ctx.req.server.mailer !== null,
}));
