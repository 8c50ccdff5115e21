import i18n from 'i18next';
import ICU from 'i18next-icu';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../src/errors/en.json';
import { fieldErrorsFrom, issuesOf, messageOf } from '../lib/api-errors.ts';
import { zodFormResolver } from '../lib/zod-form.ts';
import de from '../locales/de/errors.json';
import es from '../locales/es/errors.json';
import { loadZodLocale } from './zod-locale.ts';

beforeAll(async () => {
  await i18n.use(ICU).init({ lng: 'en', fallbackLng: 'en', resources: { en: { errors: en }, es: { errors: es }, de: { errors: de } }, interpolation: { escapeValue: false } });
});

async function show(language: string) {
  await i18n.changeLanguage(language);
  await loadZodLocale(language);
}

/** A tRPC client error as the server formats it (src-server/trpc/init.ts). */
const apiError = (message: string, data: Record<string, unknown>) => Object.assign(new Error(message), { data: { httpStatus: 400, issues: [], ...data } });

const tooShort = { path: 'name', message: 'Token name is required', zod: { code: 'too_small', origin: 'string', minimum: 1, inclusive: true } };
const wrongType = { path: 'weight', message: 'Weight must be a number', zod: { code: 'invalid_type', expected: 'number', received: 'string' } };
const taken = { path: 'email', message: 'An account with this email already exists', reason: 'emailTaken', params: {} };
const fieldError = apiError('name: Token name is required', { reason: 'invalidField', params: { path: 'name', problem: 'Token name is required' }, issues: [tooShort] });

describe('server errors in the language shown', () => {
  it("are the server's English as sent when English is shown", async () => {
    await show('en');
    expect(messageOf(fieldError, 'fallback')).toBe('name: Token name is required');
    expect(fieldErrorsFrom(apiError('x', { issues: [taken] }), ['email'])).toEqual({ email: 'An account with this email already exists' });
  });

  it('say a reason from the catalogue, with its values', async () => {
    await show('es');
    expect(messageOf(apiError('You can keep at most 500 foods of your own: delete some you no longer use', { reason: 'customFoodLimit', params: { max: 500 } }), 'x')).toBe(
      'Puedes guardar como máximo 500 alimentos propios: elimina alguno que ya no uses',
    );
    expect(fieldErrorsFrom(apiError('x', { issues: [taken] }), ['email'])).toEqual({ email: 'Ya existe una cuenta con este correo electrónico' });
    await show('de');
    const plan = apiError('No lunch is planned for day 3 of this plan', { reason: 'plannedMealMissing', params: { mealType: 'lunch', day: 3 } });
    expect(messageOf(plan, 'x')).toBe('Für Tag 3 dieses Plans ist kein Mittagessen geplant');
  });

  it("say a schema issue in zod's words, and head the error with it", async () => {
    await show('es');
    expect(issuesOf(fieldError)[0]?.message).toBe('Demasiado pequeño: se esperaba que texto tuviera >=1 caracteres');
    expect(messageOf(fieldError, 'x')).toBe('name: Demasiado pequeño: se esperaba que texto tuviera >=1 caracteres');
    await show('de');
    expect(issuesOf(apiError('x', { issues: [wrongType] }))[0]?.message).toBe('Ungültige Eingabe: erwartet Zahl, erhalten string');
  });

  it('keep what they cannot translate: no reason, an unknown reason, a network failure', async () => {
    await show('de');
    const row = { path: 'line 3', message: 'Date: not a date' };
    expect(issuesOf(apiError('x', { issues: [row] }))).toEqual([row]);
    expect(messageOf(apiError('No procedure found on path "nope"', {}), 'x')).toBe('No procedure found on path "nope"');
    expect(messageOf(apiError('Newer server', { reason: 'somethingNew' }), 'x')).toBe('Newer server');
    expect(messageOf(new TypeError('Failed to fetch'), 'Bitte erneut versuchen')).toBe('Bitte erneut versuchen');
  });
});

describe('zodFormResolver', () => {
  const schema = z.object({ name: z.string().min(1, 'Name is required').max(5, 'At most 5 letters'), age: z.number({ error: 'Age must be a number' }) });

  it("gives the schema's own messages in English, like zod4Resolver", async () => {
    await show('en');
    expect(zodFormResolver(schema)({ name: '', age: 3 })).toEqual({ name: 'Name is required' });
    expect(zodFormResolver(schema)({ name: 'ok', age: 3 })).toEqual({});
  });

  it("gives zod's words in another language, naming the type received", async () => {
    await show('de');
    expect(zodFormResolver(schema)({ name: 'toolong', age: '3' })).toEqual({
      name: 'Zu groß: erwartet, dass string <=5 Zeichen hat',
      age: 'Ungültige Eingabe: erwartet Zahl, erhalten string',
    });
  });

  it('keeps the first or the last issue of a field', async () => {
    await show('en');
    const two = z.object({ code: z.string().min(3, 'Too short').regex(/^\d+$/, 'Digits only') });
    expect(zodFormResolver(two)({ code: 'a' })).toEqual({ code: 'Digits only' });
    expect(zodFormResolver(two, { errorPriority: 'first' })({ code: 'a' })).toEqual({ code: 'Too short' });
  });
});
