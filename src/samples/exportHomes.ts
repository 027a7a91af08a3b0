/**
 * Where each public runtime export of @reduxjs/toolkit, @reduxjs/toolkit/query and
 * @reduxjs/toolkit/query/react is documented: route → the exports that page owns. Every export
 * needs a heading named after it (or a page titled after it); see exportCoverage.ts.
 */
export const EXPORT_HOMES: Readonly<Record<string, readonly string[]>> = {
  '/api/configureStore': ['configureStore', 'Tuple'],
  '/api/getDefaultMiddleware': ['createActionCreatorInvariantMiddleware'],
  '/api/immutabilityMiddleware': ['createImmutableStateInvariantMiddleware', 'isImmutableDefault'],
  '/api/serializabilityMiddleware': ['createSerializableStateInvariantMiddleware', 'isPlain', 'findNonSerializableValue'],
  '/api/createAction': ['createAction', 'isAction', 'isActionCreator', 'isFluxStandardAction'],
  '/api/createReducer': ['createReducer'],
  '/api/createSlice': ['createSlice', 'buildCreateSlice', 'asyncThunkCreator', 'ReducerType'],
  '/api/createAsyncThunk': ['createAsyncThunk', 'unwrapResult', 'miniSerializeError'],
  '/api/createEntityAdapter': ['createEntityAdapter'],
  '/api/createSelector': [
    'createSelector',
    'createSelectorCreator',
    'createDraftSafeSelector',
    'createDraftSafeSelectorCreator',
    'lruMemoize',
    'weakMapMemoize',
  ],
  '/api/matching-utilities': ['isAllOf', 'isAnyOf', 'isAsyncThunkAction', 'isPending', 'isFulfilled', 'isRejected', 'isRejectedWithValue'],
  '/api/other-exports': [
    'nanoid',
    'combineSlices',
    'createDynamicMiddleware',
    'createListenerMiddleware',
    'addListener',
    'removeListener',
    'clearAllListeners',
    'TaskAbortError',
    'autoBatchEnhancer',
    'prepareAutoBatched',
    'SHOULD_AUTOBATCH',
    'createNextState',
    'current',
    'original',
    'isDraft',
    'freeze',
    'isPlainObject',
    'formatProdErrorMessage',
    'createStore',
    'legacy_createStore',
    'applyMiddleware',
    'combineReducers',
    'compose',
    'bindActionCreators',
  ],
  '/rtk-query/api/createApi': ['createApi', 'fakeBaseQuery', 'defaultSerializeQueryArgs', 'copyWithStructuralSharing', 'NamedSchemaError'],
  '/rtk-query/api/fetchBaseQuery': ['fetchBaseQuery'],
  '/rtk-query/api/ApiProvider': ['ApiProvider'],
  '/rtk-query/api/setupListeners': ['setupListeners'],
  '/rtk-query/api/created-api/hooks': ['QueryStatus', 'skipToken', 'UNINITIALIZED_VALUE'],
  '/rtk-query/api/created-api/redux-integration': ['createApiActionSanitizer'],
  '/rtk-query/usage/customizing-queries': ['retry'],
  '/rtk-query/usage/customizing-create-api': ['buildCreateApi', 'coreModule', 'coreModuleName', 'reactHooksModule', 'reactHooksModuleName'],
}

/** Runtime exports that are not documented, with the reason. */
export const UNDOCUMENTED_EXPORTS: Readonly<Record<string, string>> = {
  __DO_NOT_USE__ActionTypes: 'internal marker re-exported from redux, not meant for users',
  _NEVER: 'internal marker (a type-level sentinel), not meant for users',
}

/** The entry points whose runtime exports are documented. */
export const ENTRY_POINTS = ['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'] as const
