import { languages } from '../../../src/schemas/enums.ts';
import { tokenScopes, type ApiTokenDto, type TokenScope, type UserDto } from '../../../src/schemas/user.ts';
import type { UserRow } from '../../db/schema.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The only shape of a user that leaves the server: never the password hash. */
export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    age: row.age,
    gender: row.gender,
    height: row.height,
    weight: row.weight,
    activityLevel: row.activity_level,
    fitnessGoal: row.fitness_goal,
    dietaryPreference: row.dietary_preference,
    timeline: row.timeline,
    dailyCalories: row.daily_calories,
    dailyProtein: row.daily_protein,
    dailyCarbs: row.daily_carbs,
    dailyFats: row.daily_fats,
    weightUnit: row.weight_unit === 'lb' ? 'lb' : 'kg',
    heightUnit: row.height_unit === 'ft_in' ? 'ft_in' : 'cm',
    timeZone: row.time_zone,
    role: row.role === 'admin' ? 'admin' : 'member',
    welcomedAt: row.welcomed_at ? iso(row.welcomed_at) : null,
    language: languages.find((l) => l === row.language) ?? null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A token's stored scopes, space-separated, as the known scopes they name. */
export function parseScopes(stored: string): TokenScope[] {
  return tokenScopes.filter((scope) => stored.split(' ').includes(scope));
}

export function toApiTokenDto(row: { id: number; name: string; prefix: string; scopes: string; created_at: Date | string; last_used_at: Date | null }): ApiTokenDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: parseScopes(row.scopes),
    createdAt: iso(row.created_at),
    lastUsedAt: row.last_used_at ? iso(row.last_used_at) : null,
  };
}
