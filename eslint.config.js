import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', 'data/', '.react-router/', 'node_modules/', 'db/migrations/', 'bench-data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['#db/*'], message: 'app/ reaches data through domain/ only.' }] }],
    },
  },
  {
    files: ['domain/**', 'db/**', 'graphql/**', 'server/**', 'tests/**', 'bench/**', '*.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(#server/|(\\.\\./)+server/)', message: 'domain/ takes nothing from server/: define the type in domain/ and let server/ implement it.' }] }],
    },
  },
  {
    files: ['**/*.test.ts', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
