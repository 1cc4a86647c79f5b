import js from '@eslint/js'
import tseslint from 'typescript-eslint'

const ONLY_ACTION = { group: ['@actions/*'], message: 'Only src/action/ may import @actions/*.' }
const NO_PDF = {
  group: ['**/pdf/**', '**/pdf'],
  message: 'git/ and fs/ serve the renamer; they import nothing from src/pdf/.'
}
/** Outside src/git/, git is reached through its door alone. */
const GIT_DOOR = {
  group: ['**/git/*', '!**/git/repository.js'],
  message: 'Outside src/git/, import git only through its door, src/git/repository.js.'
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'lib/',
      'node_modules/',
      'coverage/',
      '.cache/',
      'bench/.cache/',
      'src/schemas/'
    ]
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly'
      }
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
      ],
      'no-restricted-imports': ['error', { patterns: [] }]
    }
  },
  {
    files: ['src/**'],
    ignores: ['src/git/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [GIT_DOOR] }] }
  },
  {
    files: ['src/loop/**', 'src/pdf/**', 'src/cli/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ONLY_ACTION, GIT_DOOR] }] }
  },
  {
    files: ['src/git/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ONLY_ACTION, NO_PDF] }] }
  },
  {
    files: ['src/fs/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ONLY_ACTION, NO_PDF, GIT_DOOR] }] }
  }
)
