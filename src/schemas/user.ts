import { z } from 'zod';
import {
  activityLevels,
  dietaryPreferences,
  enumField,
  fitnessGoals,
  genders,
  heightUnits,
  languages,
  timelines,
  weightUnits,
} from './enums.ts';
import { rangeField, timeZoneField, trimmedString } from './fields.ts';
import { keptTargetsDto } from './targets.ts';

export const AGE_RANGE = { min: 13, max: 120 } as const;
export const HEIGHT_RANGE = { min: 100, max: 250 } as const;
export const WEIGHT_RANGE = { min: 30, max: 300 } as const;

// Height and weight keep decimals: a weight typed in lb is not a whole number of kg (decision 053).
/** Onboarding's and Edit Profile's body fields, with the units height and weight were typed in. */
const bodyFields = {
  age: rangeField('Age', AGE_RANGE.min, AGE_RANGE.max, { integer: true }),
  height: rangeField('Height', HEIGHT_RANGE.min, HEIGHT_RANGE.max, { unit: 'cm' }),
  weight: rangeField('Weight', WEIGHT_RANGE.min, WEIGHT_RANGE.max, { unit: 'kg' }),
  gender: enumField('Gender', genders),
  activityLevel: enumField('Activity level', activityLevels),
  fitnessGoal: enumField('Fitness goal', fitnessGoals),
  dietaryPreference: enumField('Dietary preference', dietaryPreferences),
  timeline: enumField('Timeline', timelines),
  timeZone: timeZoneField.optional(),
  weightUnit: enumField('Weight unit', weightUnits).optional(),
  heightUnit: enumField('Height unit', heightUnits).optional(),
};

export const onboardingInput = z.object(bodyFields);
export type OnboardingInput = z.infer<typeof onboardingInput>;

export const onboardingDefaults = {
  age: 25,
  gender: 'female',
  height: 165,
  weight: 65,
  activityLevel: 'moderately_active',
  fitnessGoal: 'lose_fat',
  dietaryPreference: 'none',
  timeline: '6_months',
} as const satisfies Omit<OnboardingInput, 'timeZone'>;

const requiredName = (label: string) =>
  trimmedString(label, 100).min(1, `${label} is required`);
/** Optional at sign-up and in Edit Profile alike; left empty it is not stored. */
const lastName = trimmedString('Last name', 100).optional();

export const profileInput = z.object({
  firstName: requiredName('First name'),
  lastName,
  ...bodyFields,
  /** True once the user confirmed that the profile's targets replace an accepted or hand-set one (decision 099). */
  replaceTargets: z.boolean({ error: 'replaceTargets must be true or false' }).optional(),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const profileDefaults = {
  firstName: '',
  lastName: '',
  age: 25,
  gender: 'male',
  height: 170,
  weight: 70,
  activityLevel: 'moderately_active',
  fitnessGoal: 'maintain_weight',
  dietaryPreference: 'none',
  timeline: '6_months',
  weightUnit: 'kg',
  heightUnit: 'cm',
} as const;

export const email = z
  .string({ error: 'Valid email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Valid email is required')
  .pipe(z.email({ error: 'Valid email is required' }));

export const loginInput = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password must be at most 200 characters'),
});
export type LoginInput = z.infer<typeof loginInput>;

const newPassword = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

/** A one-time token from an invite or password-reset link (32 base32 characters). */
export const linkToken = z.string({ error: 'This link is not valid' }).regex(/^[a-z2-7]{32}$/, 'This link is not valid');

export const registerInput = z.object({
  email,
  password: newPassword,
  firstName: trimmedString('First name', 100).optional(),
  lastName,
  /** Needed when sign-ups are by invite only. */
  inviteToken: linkToken.optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const changePasswordInput = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200, 'Password must be at most 200 characters'),
  newPassword,
  /** API tokens are revoked with a password change unless this asks to keep them. */
  keepApiTokens: z.boolean({ error: 'keepApiTokens must be true or false' }).optional(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const forgotPasswordInput = z.object({ email });

export const resetPasswordInput = z.object({ token: linkToken, newPassword });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const inviteTokenInput = z.object({ token: linkToken });

/** Asks for a one-time sign-in link by e-mail (for an owner whose account is being throttled). */
export const signInLinkRequestInput = z.object({ email });

/** Signs in with the token of an e-mailed sign-in link. */
export const signInLinkInput = z.object({ token: linkToken });

/** What the sign-in screen offers on this instance (GET /api/auth/config). */
export const authConfigDto = z.object({
  passwordSignIn: z.boolean(),
  signupMode: z.enum(['open', 'invite', 'closed']),
  /** The single sign-on button, when OpenID Connect is configured. */
  oidc: z.object({ label: z.string() }).nullable(),
  /** Whether a forgotten password can be reset by e-mail. */
  passwordReset: z.boolean(),
});
export type AuthConfigDto = z.infer<typeof authConfigDto>;

/** An invite link that can still be used, and until when. */
export const inviteCheckDto = z.object({ expiresAt: z.string() });

/** What a personal API token may do: read the user's data, and log food and weight. Nothing else, ever. */
export const tokenScopes = ['read', 'log'] as const;
export type TokenScope = (typeof tokenScopes)[number];

export const apiTokenInput = z.object({
  name: trimmedString('Token name', 60).min(1, 'Token name is required'),
  scopes: z
    .array(enumField('Scope', tokenScopes), { error: 'Scopes must be a list' })
    .min(1, 'Choose at least one scope')
    .max(tokenScopes.length)
    .transform((list) => tokenScopes.filter((s) => list.includes(s)))
    .default(['read']),
});

export const apiTokenIdInput = z.object({
  id: z.number({ error: 'Token id must be a number' }).int().positive().max(2_147_483_647, 'Token id is out of range'),
});

/** The only shape of a user that leaves the server (never the password hash); procedures check their answers against it. */
export const userDto = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  age: z.number().nullable(),
  gender: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  activityLevel: z.string().nullable(),
  fitnessGoal: z.string().nullable(),
  dietaryPreference: z.string().nullable(),
  timeline: z.string().nullable(),
  dailyCalories: z.number().nullable(),
  dailyProtein: z.number().nullable(),
  dailyCarbs: z.number().nullable(),
  dailyFats: z.number().nullable(),
  weightUnit: z.enum(['kg', 'lb']),
  heightUnit: z.enum(['cm', 'ft_in']),
  timeZone: z.string(),
  role: z.enum(['admin', 'member']),
  /** When the dashboard first greeted the user; null on the first visit (decision 053). */
  welcomedAt: z.string().nullable(),
  /** The UI language chosen in Profile Settings; null follows the browser. */
  language: z.enum(languages).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserDto = z.infer<typeof userDto>;

/** A saved profile; `keptTargets` when its formula would replace an accepted or hand-set target (asked first). */
export const profileSaveDto = userDto.extend({ keptTargets: keptTargetsDto.nullable() });
export type ProfileSaveDto = z.infer<typeof profileSaveDto>;

export const languageInput = z.object({
  language: enumField('Language', languages).nullable(),
});

export const apiTokenDto = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(tokenScopes)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenDto = z.infer<typeof apiTokenDto>;

/** A new token: the secret is shown this once, only its hash is kept. */
export const createdApiTokenDto = z.object({ token: z.string(), info: apiTokenDto });
