import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Libraries through their public API only: tRPC's internals change without notice between releases.
const libraryInternals = {
  group: ['@trpc/*/unstable-*', '@trpc/*/dist/*', '*/unstable-core-do-not-import'],
  message: "Use tRPC's public API (@trpc/server, its adapters and createCaller), not its internals.",
};

// Screens not yet moved to translated messages; each leaves this list when its words are all in
// src-client/locales (decision 069).


// From src-client/features/A: '../B/anything' except '../B/index.ts'.
const otherFeatureInternals = String.raw`^\.\./[^./][^/]*/(?!index\.ts$)`;
const featureBorder = "Another feature is reached through its index.ts; code several features share belongs in src-client/shared.";

// Atwater's kcal-per-gram factors are written once, in src/domain/energy.ts: a macronutrient times 4,
// 9 or 7, kcal divided by 4 or 9, or an object spelling them out, anywhere else is a second copy.
const macro = String.raw`/^(protein|carbs|carbohydrates?|fats?|netCarbs|saturatedFat|alcohol)$/`;
const energyFactors = [
  `BinaryExpression[operator='*']:matches([left.value=4], [left.value=9], [left.value=7], [right.value=4], [right.value=9], [right.value=7]):has(Identifier[name=${macro}])`,
  `BinaryExpression[operator='/']:matches([right.value=4], [right.value=9]):has(Identifier[name=/^(calories|kcal)$/])`,
  `ObjectExpression:has(> Property[key.name='protein'][value.value=4]):has(> Property[key.name=/^fats?$/][value.value=9])`,
].map((selector) => ({ selector, message: 'Use KCAL_PER_GRAM or macroKcal from src/domain/energy.ts.' }));

const serverOnly = ['**/src-server/**', '../src-server/*', 'pg', 'kysely', 'fastify', '@fastify/*', '@electric-sql/*', 'openai', '@node-rs/*'];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', '.data', '.tmp', 'src-client/routeTree.gen.ts', 'public/sw.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [libraryInternals] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/domain/energy.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...energyFactors] },
  },
  {
    // Shared code runs on both sides: it may import neither.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/src-server/**', '**/src-client/**', 'react', 'react-dom', '@mantine/*', ...serverOnly.slice(2)], message: 'src/ is shared and pure: it imports no server, client or DOM code.' },
          libraryInternals,
        ],
      }],
    },
  },
  {
    // Plain scripts the browser runs as they are.
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // The client may know the server's types, never its code.
    files: ['src-client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', {
        patterns: [{ group: serverOnly, allowTypeImports: true, message: 'The client imports only types from the server.' }, libraryInternals],
      }],
    },
  },
  {
    // A feature reaches another only through that feature's index.ts, its public entry; what several
    // features share lives in src-client/shared, components, offline or lib (decision 113).
    files: ['src-client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: serverOnly, allowTypeImports: true, message: 'The client imports only types from the server.' },
          { regex: otherFeatureInternals, message: featureBorder },
          libraryInternals,
        ],
      }],
      'no-restricted-syntax': ['error', ...energyFactors, { selector: `ImportExpression[source.value=/${otherFeatureInternals.replaceAll('/', '\\x2F')}/]`, message: featureBorder }],
    },
  },
  {
    // Shared client modules sit below the features: they import none.
    files: ['src-client/{shared,components,offline,lib,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: serverOnly, allowTypeImports: true, message: 'The client imports only types from the server.' },
          { group: ['**/features/**'], message: 'Shared client code imports no feature: move what it needs here instead.' },
          libraryInternals,
        ],
      }],
    },
  },
  {
    // Data flows one way: a repository runs queries and never calls back up into a service.
    files: ['src-server/repositories/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/services/**'], message: 'A repository imports no service: pure code it shares with services belongs in src/.' }, libraryInternals],
      }],
    },
  },
  {
    // Every word a person reads comes from the translated messages, not from the markup.
    files: ['src-client/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', {
        mode: 'jsx-only',
        'jsx-attributes': { include: ['label', 'placeholder', 'title', 'description', 'aria-label', 'alt', 'error', 'message', 'children', 'confirmLabel', 'cancelLabel'] },
        callees: { exclude: ['t', 'inputProps', 'getInputProps', 'useTranslation'] },
      }],
    },
  },
  {
    // Migrations are frozen in time: they must not depend on application code that keeps changing.
    files: ['db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/src/**', '**/src-server/**', '**/src-client/**'], message: 'Migrations never import application code.' }, libraryInternals],
      }],
    },
  },
);
