// The values of spec/SPEC.md §9's runtime constants (src/config/constants.ts): the browser code
// imports them and never spells them out.
const RUNTIME_CONSTANT_VALUES = [200, 1000, 800, 0.08, 0.02, 10000]

// ESLint for the project's own code (npm run lint; part of npm test). TypeScript's recommended
// rules, React's hooks rules, no import cycles between modules, the folders of src/ importing only
// folders listed before them in docs/architecture.md's folder table, and the spec's runtime
// constants written only in src/config/constants.ts.
import { readFileSync, readdirSync } from 'fs'
import { fileURLToPath } from 'url'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import globals from 'globals'

// The folder table is the one statement of the folders' import order; a folder of src/ missing from
// it stops the lint run, so the table cannot fall behind the tree.
const ARCHITECTURE = 'docs/architecture.md'
const FOLDER_ORDER = [...readFileSync(new URL(ARCHITECTURE, import.meta.url), 'utf8').matchAll(/^\| `src\/([A-Za-z]+)\/` \|/gm)].map(
  (m) => m[1],
)
const unlisted = readdirSync(new URL('src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !FOLDER_ORDER.includes(entry.name))
  .map((entry) => `src/${entry.name}/`)
if (FOLDER_ORDER.length === 0 || unlisted.length > 0) {
  throw new Error(`${ARCHITECTURE}: its folder table must list every folder of src/ (missing: ${unlisted.join(', ') || 'the whole table'})`)
}
const folderZones = FOLDER_ORDER.slice(0, -1).map((folder, i) => ({
  target: `./src/${folder}`,
  from: FOLDER_ORDER.slice(i + 1).map((later) => `./src/${later}`),
  message: `src/${folder}/ may import only the folders listed before it in ${ARCHITECTURE} (move the shared code up, or pass it in from the caller)`,
}))

export default tseslint.config(
  {
    ignores: [
      'public/**',
      '.cache/**',
      'node_modules/**',
      'reports/**',
      'test-results/**',
      'tools/*/node_modules/**',
      'src/gatsby-types.d.ts',
      'src/*/generated/**',
      'public-*/**',
      'content/**',
      'static/**',
      'scripts/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // no-cycle parses the imported files too, so it needs the TypeScript parser for them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // The two rules of hooks; the React Compiler's stricter checks are not used (no compiler here).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Cycles can only run through the project's own files: packages are not followed (they were 90 % of ESLint's time).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests may reach across folders: nothing imports them.
    files: ['src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/__fixtures__/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: folderZones, basePath: fileURLToPath(new URL('.', import.meta.url)) }] },
  },
  {
    files: ['src/browser/**', 'src/loading/**', 'src/versions/**', 'src/colorMode/**', 'src/page/**', 'gatsby-browser.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...RUNTIME_CONSTANT_VALUES.map((value) => ({
          selector: `Literal[value=${value}]`,
          message: `${value} is one of the spec's runtime constants: import it from src/config/constants.ts`,
        })),
      ],
    },
  },
)
