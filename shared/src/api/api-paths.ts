import type { paths } from '@qs/contract/generated/api-paths';

/**
 * The API client's types, read from the API's OpenAPI document (contract/src/generated/api-paths.ts, written by
 * `npm run generate:api-types`): a call's path is matched against the document's path templates at the type level,
 * and its answer, query and body are the document's. Types only: nothing here reaches a bundle.
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The document's paths as the client is called with them: without the `/api` its base URL adds. */
type Routes = { [K in keyof paths as K extends `/api${infer Path}` ? Path : never]: paths[K] };

/** The document's path templates that answer `method`, e.g. '/insurance/{id}/exclusions' for 'get'. */
export type ApiTemplate<M extends ApiMethod> = {
  [T in keyof Routes]: [NonNullable<Routes[T][M]>] extends [never] ? never : T;
}[keyof Routes];

/** What a template's calls look like: each `{param}` any text, e.g. `/insurance/${string}/exclusions`. */
export type PathPattern<T extends string> = T extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${PathPattern<Tail>}`
  : T;

/** A path the client may be called with for `method`: a template's pattern, optionally with a query string. */
export type ApiPath<M extends ApiMethod> = {
  [T in ApiTemplate<M>]: PathPattern<T> | `${PathPattern<T>}?${string}`;
}[ApiTemplate<M>];

/** The templates a called path `P` fits. */
type Fits<P extends string, M extends ApiMethod> = {
  [T in ApiTemplate<M>]: P extends PathPattern<T> | `${PathPattern<T>}?${string}` ? T : never;
}[ApiTemplate<M>];

/** Some of `Others` is narrower than `T` (a literal path than a template, '/a/{id}/b' than '/a/{id}'). */
type HasNarrower<T extends string, Others extends string> = true extends (
  Others extends unknown ? (PathPattern<Others> extends PathPattern<T> ? true : never) : never
)
  ? true
  : false;

/** Of the templates a path fits, the narrowest: a literal path before a template, a longer template before a shorter. */
type Narrowest<C extends string, All extends string = C> = C extends unknown
  ? HasNarrower<C, Exclude<All, C>> extends true
    ? never
    : C
  : never;

/** The document's template for a called path, e.g. '/insurance/{id}/exclusions' for `/insurance/${number}/exclusions`. */
export type ApiTemplateOf<M extends ApiMethod, P extends string> = Narrowest<Fits<P, M>>;

/** The document's operation for a called path. */
export type ApiOperation<M extends ApiMethod, P extends string> =
  ApiTemplateOf<M, P> extends infer T ? (T extends keyof Routes ? NonNullable<Routes[T][M]> : never) : never;

type JsonContent<R> = R extends { content: { 'application/json': infer Json } } ? Json : undefined;
type SuccessStatus = 200 | 201 | 202 | 204;

/** A call's answer: the JSON of its success (200, 201, …); undefined for a 204 (no content). */
export type ApiAnswer<M extends ApiMethod, P extends string> =
  ApiOperation<M, P> extends { responses: infer R }
    ? { [S in keyof R]: S extends SuccessStatus ? JsonContent<R[S]> : never }[keyof R]
    : never;

/** A call's JSON body. */
export type ApiBody<M extends ApiMethod, P extends string> =
  ApiOperation<M, P> extends { requestBody?: { content: { 'application/json': infer Json } } } ? Json : unknown;

/**
 * A GET's query parameters, as the document lists them (`forceRefresh` and the like included). As the client writes
 * them: a list is sent as its items joined with commas (`ids=1,2`), and null or undefined leaves a parameter out. Names
 * and kinds are checked; a text's value is not narrowed to the document's list (the API answers 400 for another).
 */
export type ApiQuery<P extends string> =
  ApiOperation<'get', P> extends { parameters: { query?: infer Query } }
    ? [NonNullable<Query>] extends [never]
      ? Record<string, never>
      : { [K in keyof NonNullable<Query>]: QueryText<NonNullable<Query>[K]> | ReadonlyArray<string | number> | null }
    : never;

/** A parameter as a URL carries it: any text where the document lists some (the API checks the value). */
type QueryText<T> = T extends string ? string : T;

/** `data` of a `{ data }` answer. */
export type DataOf<Answer> = Answer extends { data: infer Data } ? Data : never;
