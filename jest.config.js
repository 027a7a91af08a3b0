/** Unit tests for the pure modules in src/ and scripts/ (no Gatsby, no browser). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: { module: 'commonjs', jsx: 'react-jsx', esModuleInterop: true, isolatedModules: true }, diagnostics: false },
    ],
  },
  // Unit tests take milliseconds; the few that start a child process (MDX, ESLint, gatsby build
  // with a bad environment, the sample check) set their own limit beside the test.
  testTimeout: 10000,
}
