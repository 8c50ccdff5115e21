import { authConfigDto } from '../../../src/schemas/user.ts';
import { oidcSettings } from '../../env-identity.ts';
import { currentSignupMode } from '../../services/admin/signup-mode.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** What the sign-in screen offers here: password sign-in, sign-ups, single sign-on, reset by e-mail. */
export const authConfig = publicProcedure.output(checked(authConfigDto)).query(async ({ ctx }) => ({
  passwordSignIn: ctx.env.PASSWORD_SIGNIN,
  signupMode: await currentSignupMode(ctx.db, ctx.env),
  oidc: oidcSettings(ctx.env) ? { label: ctx.env.OIDC_BUTTON_LABEL } : null,
  passwordReset: ctx.env.PASSWORD_SIGNIN && ctx.req.server.mailer !== null,
}));
