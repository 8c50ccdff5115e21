import { z } from 'zod';
import { enumField } from './enums.ts';

/** Who may create an account: anyone, only someone with an invite, or nobody (decision 051). */
export const signupModes = ['open', 'invite', 'closed'] as const;
export type SignupMode = (typeof signupModes)[number];

export const signupModeInput = z.object({ mode: enumField('Sign-up mode', signupModes) });

export const adminUserIdInput = z.object({
  userId: z.uuid({ error: 'User id must be a user id' }),
});

/** An account is its instance's admin or a member; an instance always keeps at least one enabled admin (decision 093). */
export const userRoles = ['admin', 'member'] as const;
export type UserRole = (typeof userRoles)[number];

export const setUserRoleInput = adminUserIdInput.extend({ role: enumField('Role', userRoles) });

export const userRoleDto = z.object({ userId: z.uuid(), role: z.enum(userRoles) });
export type UserRoleDto = z.infer<typeof userRoleDto>;

export const setUserDisabledInput = adminUserIdInput.extend({
  disabled: z.boolean({ error: 'Disabled must be true or false' }),
});

export const createInviteInput = z.object({
  expiresInDays: z
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be between 1 and 30')
    .max(30, 'Days must be between 1 and 30')
    .default(7),
});

export const inviteIdInput = z.object({
  inviteId: z.number({ error: 'Invite id must be a number' }).int().positive().max(2_147_483_647, 'Invite id is out of range'),
});

export const adminSettingsDto = z.object({
  signupMode: z.enum(signupModes),
  /** Whether forgotten passwords can be reset by e-mail (SMTP is configured). */
  emailConfigured: z.boolean(),
});
export type AdminSettingsDto = z.infer<typeof adminSettingsDto>;

export const signupModeDto = adminSettingsDto.pick({ signupMode: true });

export const adminUserDto = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(userRoles),
  disabled: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserDto = z.infer<typeof adminUserDto>;

export const inviteDto = z.object({ id: z.number().int(), expiresAt: z.string(), createdAt: z.string() });
export type InviteDto = z.infer<typeof inviteDto>;

/** A one-time link, shown once: only its hash is kept. */
export const oneTimeLinkDto = z.object({ url: z.string(), expiresAt: z.string() });
export type OneTimeLinkDto = z.infer<typeof oneTimeLinkDto>;
