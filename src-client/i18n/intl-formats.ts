// Building an Intl formatter costs far more than formatting with one, and a screen formats dozens of
// numbers and dates each render: one formatter per language and options, kept.
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();
const MAX_KEPT = 500;

function keep<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(kind: string, locale: string | undefined, options: object | undefined, make: () => T): T {
  const key = `${kind} ${locale ?? ''} ${JSON.stringify(options ?? {})}`;
  let format = kept.get(key);
  if (!format) {
    format = make();
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, format);
  }
  return format as T;
}

export const numberFormat = (locale: string | undefined, options?: Intl.NumberFormatOptions) => keep('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string | undefined, options?: Intl.DateTimeFormatOptions) => keep('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string | undefined, options?: Intl.ListFormatOptions) => keep('list', locale, options, () => new Intl.ListFormat(locale, options));
