import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/**
 * The folder map of src/ (docs/architecture.md shows the same table, and
 * __tests__/unit/import-boundaries.test.ts holds the two and the code to it): for each folder,
 * the other folders of src/ its files may import. `settings/errors` and `settings/parse` are the
 * vocabulary of bad settings every reader uses; the rest of settings/ reads the step's settings
 * into loop's types.
 */
export const FOLDER_MAP = {
  fs: [],
  process: [],
  secrets: [],
  git: ['fs', 'process', 'secrets'],
  loop: ['fs', 'process', 'secrets', 'git', 'schemas', 'settings/errors', 'package-files'],
  github: ['loop'],
  settings: ['loop', 'github'],
  pdf: ['fs', 'process', 'secrets', 'git', 'schemas', 'settings', 'package-files'],
  cli: ['fs', 'process', 'secrets', 'git', 'loop', 'github', 'settings', 'pdf', 'package-files'],
  action: [
    'fs',
    'process',
    'secrets',
    'git',
    'loop',
    'github',
    'settings',
    'pdf',
    'cli',
    'package-files'
  ]
}
const TOP = [...Object.keys(FOLDER_MAP), 'schemas', 'package-files']

const ONLY_ACTION = { group: ['@actions/*'], message: 'Only src/action/ may import @actions/*.' }
/** Outside src/git/, git is reached through its door alone. */
const GIT_DOOR = {
  group: ['**/git/*', '!**/git/repository.js'],
  message: 'Outside src/git/, import git only through its door, src/git/repository.js.'
}
const CHILD_PROCESS = ['node:child_process', 'child_process'].map(name => ({
  name,
  message: 'Processes start in src/process/run.ts alone: use run() or start().'
}))

/** The imports a file of `folder` may not make: the folders its row leaves out. */
function outsideMap(folder) {
  const allowed = FOLDER_MAP[folder]
  const banned = TOP.filter(
    other =>
      other !== folder && !allowed.includes(other) && !allowed.some(a => a.startsWith(`${other}/`))
  )
  const patterns = banned.map(other => ({
    group: [`**/${other}/**`, `**/${other}.js`],
    message: `docs/architecture.md: src/${folder}/ does not import src/${other}.`
  }))
  const partly = allowed.filter(a => a.includes('/'))
  for (const part of partly) {
    const parent = part.split('/')[0]
    patterns.push({
      group: [
        `**/${parent}/*`,
        ...partly.filter(p => p.startsWith(`${parent}/`)).map(p => `!**/${p}.js`)
      ],
      message: `docs/architecture.md: src/${folder}/ imports only ${partly.join(', ')} of src/${parent}.`
    })
  }
  if (folder !== 'action') patterns.push(ONLY_ACTION)
  if (folder !== 'git') patterns.push(GIT_DOOR)
  return patterns
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
  ...Object.keys(FOLDER_MAP).map(folder => ({
    files: [`src/${folder}/**`],
    rules: {
      'no-restricted-imports': ['error', { paths: CHILD_PROCESS, patterns: outsideMap(folder) }]
    }
  })),
  {
    files: ['src/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: CHILD_PROCESS, patterns: [GIT_DOOR] }] }
  },
  {
    files: ['src/process/run.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: outsideMap('process') }] }
  }
)
