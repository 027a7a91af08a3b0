/**
 * Unit tests for the pure modules in src/ and scripts/ (no Gatsby, no browser), run as native
 * ES modules: the MDX toolchain, github-slugger and the other ESM-only packages load in the test
 * as they do in the build. Node needs `--experimental-vm-modules` for that; `npm run test:unit`
 * (and `npm test`) pass it, and a bare `npx jest` stops here with that advice.
 */
const VM_MODULES = '--experimental-vm-modules'
if (!process.execArgv.includes(VM_MODULES) && !(process.env.NODE_OPTIONS ?? '').includes(VM_MODULES)) {
  throw new Error(
    `jest here runs the tests as ES modules, which needs Node's ${VM_MODULES} flag: run \`npm run test:unit\` (or add the flag to NODE_OPTIONS).`,
  )
}

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        useESM: true,
        tsconfig: { module: 'ESNext', target: 'ES2022', jsx: 'react-jsx', esModuleInterop: true, isolatedModules: true },
        diagnostics: false,
      },
    ],
  },
  // Unit tests take milliseconds; the few that start a child process (ESLint, the sample check)
  // set their own limit beside the test.
  testTimeout: 10000,
  // A temporary folder per run, removed at its end (scripts/jestTmpdir.mjs).
  globalSetup: '<rootDir>/scripts/jestTmpdir.mjs',
  globalTeardown: '<rootDir>/scripts/jestTmpdir.mjs',
  // jest's default is one worker fewer than the cores: one worker on this 2-core machine, where
  // two took the unit tests from about 190 to 138 s (docs/maintainers.md).
  maxWorkers: '100%',
}
