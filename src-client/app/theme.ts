import { createTheme, Notification, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Platewise green; shade 7 (the primary shade) keeps white text above 4.5:1 contrast. */
const leaf: MantineColorsTuple = [
  '#e9f8ee',
  '#d5eedc',
  '#a9dbb8',
  '#7bc892',
  '#55b872',
  '#3dae5e',
  '#2f9a50',
  '#237f41',
  '#1b6b36',
  '#0f5a2a',
];

/** Mantine's red, darkened from shade 5 on so error text and red buttons pass 4.5:1 on white. */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#f03e3e',
  '#d42a2a',
  '#c92a2a',
  '#b02525',
  '#962020',
];

export const theme = createTheme({
  colors: { leaf, red },
  primaryColor: 'leaf',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    // The default toast text is gray.6, below 4.5:1 on white.
    Notification: Notification.extend({
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
    // A select's list is in the page only while open: kept mounted (Mantine's default), every select
    // on a screen had floating-ui measure its hidden list as the screen mounted, a forced style and
    // layout each time. A plain object, so Combobox's code stays out of the start bundle.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/** Mantine's default dimmed grey (gray.6) is below 4.5:1 on white; use gray.7 instead. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
