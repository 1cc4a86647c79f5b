/**
 * Three tiers, one run: `npm test` runs them all; `npm test -- --selectProjects unit` one.
 * unit: no process, no git, no network (checked by __tests__/unit/tiers.test.ts); integration:
 * real git, real programs and loopback servers; e2e: the bundled dist/ and the CLIs as shipped.
 */
const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^\\.\\./workflow-v1\\.0\\.min\\.json$':
      '<rootDir>/__tests__/helpers/rehearsal/workflow-schema.ts'
  },
  transform: {
    '^.+\\.ts$': '<rootDir>/scripts/jest-transform.mjs'
  },
  testTimeout: 60000
}

const tier = name => ({
  ...shared,
  displayName: name,
  testMatch: [`<rootDir>/__tests__/${name}/**/*.test.ts`]
})

/** @type {import('jest').Config} */
export default {
  projects: [tier('unit'), tier('integration'), tier('e2e')],
  testTimeout: 60000,
  maxWorkers: 2,
  // A worker keeps every test file's modules (vm contexts are not freed), growing past 1 GB by
  // the end of a run; each process a test starts then forks that much memory (three to five
  // times the system time of a small worker's). Recycled above this heap, it stays a few hundred MB.
  workerIdleMemoryLimit: '150MB'
}
