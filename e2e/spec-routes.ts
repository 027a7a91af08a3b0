/**
 * spec/SPEC.md §2's route table, as test data: every route the site must serve. Doc routes whose
 * MDX file is not written yet are reported as skipped by the route-table test.
 */
import { existsSync } from 'fs'
import path from 'path'

const group = (prefix: string, pages: string[]) => pages.map((page) => `${prefix}/${page}`)

export const SPEC_DOC_ROUTES: string[] = [
  '/introduction/getting-started',
  ...group('/tutorials', ['overview', 'quick-start', 'rtk-query', 'typescript']),
  ...group('/usage', ['usage-guide', 'usage-with-typescript', 'immer-reducers']),
  ...group('/api', [
    'configureStore',
    'createAction',
    'createAsyncThunk',
    'createEntityAdapter',
    'createReducer',
    'createSelector',
    'createSlice',
    'getDefaultMiddleware',
    'immutabilityMiddleware',
    'matching-utilities',
    'other-exports',
    'serializabilityMiddleware',
  ]),
  ...group('/rtk-query/api', ['ApiProvider', 'createApi', 'fetchBaseQuery', 'setupListeners']),
  ...group('/rtk-query/api/created-api', ['cache-management', 'code-splitting', 'endpoints', 'hooks', 'overview', 'redux-integration']),
  ...group('/rtk-query/usage', [
    'cached-data',
    'code-generation',
    'code-splitting',
    'conditional-fetching',
    'customizing-create-api',
    'customizing-queries',
    'error-handling',
    'examples',
    'migrating-to-rtk-query',
    'mutations',
    'optimistic-updates',
    'pagination',
    'polling',
    'prefetching',
    'queries',
    'streaming-updates',
  ]),
]

/** Whether the MDX file for a doc route has been written. */
export function isWritten(route: string): boolean {
  return existsSync(path.join(process.cwd(), 'content', 'docs', `${route.slice(1)}.mdx`))
}
