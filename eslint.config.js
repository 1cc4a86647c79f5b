import js from '@eslint/js'
import tseslint from 'typescript-eslint'

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
    files: ['src/loop/**', 'src/pdf/**', 'src/git/**', 'src/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@actions/*'], message: 'Only src/action/ may import @actions/*.' }]
        }
      ]
    }
  },
  {
    files: ['src/git/**', 'src/fs/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@actions/*'], message: 'Only src/action/ may import @actions/*.' },
            {
              group: ['**/pdf/**', '**/pdf'],
              message: 'git/ and fs/ serve the renamer; they import nothing from src/pdf/.'
            }
          ]
        }
      ]
    }
  }
)
