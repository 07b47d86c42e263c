// The API client's answers are typed from the API's OpenAPI document (shared/src/api/api-paths.ts): a call that picks
// its answer's type by hand (`apiClient.get<Plan>(…)`, `useApiRequest<Plan>(…)`) is reported, so none comes back.

const MESSAGE =
  "An API call's answer type comes from the API's OpenAPI document (npm run generate:api-types): call it without a type argument.";

/** The calls reported: a client method or a request hook given a type argument. */
export const TYPED_API_CALL_SELECTORS = [
  "CallExpression[typeArguments][callee.type='MemberExpression'][callee.property.name=/^(get|post|put|patch|delete|request)$/]",
  'CallExpression[typeArguments][callee.name=/^(useApiRequest|useFirstScreenAnswer)$/]',
];

/**
 * The rule for `files` (the host's, the slices' and @qs/shared's sources).
 * @param {string[]} files
 * @returns {import('eslint').Linter.Config}
 */
export const typedApiCalls = (files) => ({
  files,
  rules: {
    'no-restricted-syntax': ['error', ...TYPED_API_CALL_SELECTORS.map((selector) => ({ selector, message: MESSAGE }))],
  },
});
