/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^\\.\\./workflow-v1\\.0\\.min\\.json$':
      '<rootDir>/__tests__/helpers/rehearsal/workflow-schema.ts'
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true }]
  },
  testTimeout: 60000,
  maxWorkers: 2
}
