import { useTranslation } from 'react-i18next';
import { dateTimeFormat, listFormat, numberFormat } from './intl-formats.ts';

/**
 * Numbers, dates and units written the way the current language writes them ("1,234.5 kg",
 * "1.234,5 kg").
 */
export function formatterFor(locale: string) {
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(value),
    /** A value with a unit Intl knows, e.g. 'kilogram', 'kilocalorie', 'gram', 'milliliter', 'fluid-ounce'. */
    unit: (value: number, unit: string, options?: Intl.NumberFormatOptions) =>
      numberFormat(locale, { maximumFractionDigits: 1, ...options, style: 'unit', unit }).format(value),
    /** An amount of kcal as every screen writes it: whole, with the language's grouping ('2,126', '2.126'); messages use `{x, number, integer}`. */
    kcal: (value: number) => numberFormat(locale, { maximumFractionDigits: 0 }).format(value),
    percent: (fraction: number) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(fraction),
    /** A calendar day ('2026-03-04'), read as that day wherever the browser is. */
    day: (isoDay: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`)),
    /** A moment (an ISO timestamp), in the browser's time zone. */
    dateTime: (iso: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }) =>
      dateTimeFormat(locale, options).format(new Date(iso)),
    list: (items: string[]) => listFormat(locale, { style: 'long', type: 'conjunction' }).format(items),
  };
}

export type Formatter = ReturnType<typeof formatterFor>;

/** The formatter for the language shown; components re-render when it changes. */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  return formatterFor(i18n.resolvedLanguage ?? 'en');
}
