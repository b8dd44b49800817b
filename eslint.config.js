// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      'node_modules/',
      '.data/',
      'test-results/',
      'playwright-report/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // The strictest tsconfig's noPropertyAccessFromIndexSignature asks for brackets instead.
      '@typescript-eslint/dot-notation': 'off',
    },
  },
  {
    // The browser gets the contract's types and its zod-free values only (no zod, no server code).
    files: ['src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', allowTypeImports: true, message: 'The browser takes zod types only.' },
          ],
          patterns: [
            {
              regex: 'server/src/(?!contract/plain/)',
              allowTypeImports: true,
              message:
                'Import values from server/src/contract/plain (zod-free); other server modules as types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The zod-free contract modules import nothing but each other.
    files: ['server/src/contract/plain/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'Zod-free modules import only each other.' }] },
      ],
    },
  },
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-empty-function': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...astro.configs['flat/recommended'],
  {
    files: ['**/*.astro', '**/*.astro/*.ts', '*.mjs', 'eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
