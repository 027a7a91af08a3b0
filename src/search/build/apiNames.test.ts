import { declaredIdentifiers, loadApiNames } from './apiNames'

describe('API names', () => {
  it('reads the names a declaration file declares, not keywords, comments or strings', () => {
    const names = declaredIdentifiers(`
      /** createSlice does things; never mentionedInComment */
      export declare function createSlice<State, Name extends string = string>(options: CreateSliceOptions<State>): Slice<State>;
      export interface CreateSliceOptions<State> {
        name: string;
        readonly initialState?: State | (() => State);
        reducers(create: ReducerCreators<State>): void;
      }
      declare const SHOULD_AUTOBATCH = "RTK_autoBatch_inString";
      type Reducer<S> = (state: S) => S;
      export { nanoid, original as originalState, type Draft };
    `)
    expect([...names].sort()).toEqual(
      [
        'CreateSliceOptions',
        'Draft',
        'Reducer',
        'SHOULD_AUTOBATCH',
        'createSlice',
        'initialState',
        'name',
        'nanoid',
        'original',
        'originalState',
        'reducers',
      ].sort(),
    )
  })

  it('covers the documented package and what it re-exports', () => {
    const names = loadApiNames()
    for (const name of [
      'configureStore',
      'createSlice',
      'createApi',
      'fetchBaseQuery',
      'isAnyOf',
      'nanoid',
      'providesTags',
      'createSelector',
      'produce',
      'combineReducers',
    ]) {
      expect({ name, known: names.has(name) }).toEqual({ name, known: true })
    }
    for (const word of ['const', 'function', 'string', 'return']) expect(names.has(word)).toBe(false)
  })
})
