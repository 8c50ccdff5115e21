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
