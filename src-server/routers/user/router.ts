import { router } from '../../trpc/init.ts';
import { authConfig } from './auth-config.ts';
import { checkInvite } from './check-invite.ts';
import { forgotPassword } from './forgot-password.ts';
import { resetPassword } from './reset-password.ts';
import { requestSignInLink } from './request-sign-in-link.ts';
import { signInWithLink } from './sign-in-with-link.ts';
import { changePassword } from './change-password.ts';
import { deleteAccount } from './delete-account.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { me } from './me.ts';
import { profile } from './profile.ts';
import { onboard } from './onboard.ts';
import { register } from './register.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';
import { createToken, listTokens, revokeToken } from './tokens.ts';
import { updateProfile } from './update-profile.ts';
import { welcome } from './welcome.ts';
import { setLanguage } from './set-language.ts';

export const userRouter = router({
  me,
  profile,
  register,
  login,
  logout,
  signOutEverywhere,
  changePassword,
  onboard,
  updateProfile,
  deleteAccount,
  listTokens,
  createToken,
  revokeToken,
  authConfig,
  forgotPassword,
  resetPassword,
  requestSignInLink,
  signInWithLink,
  checkInvite,
  welcome,
  setLanguage,
});
