import { apiClient, useApiRequest, type DynamicFormDefinition } from '@qs/shared';

/**
 * The dynamic form by process uuid (docs/product/forms.md#dynamic-form): GET /integration/form/{hash}. Cached like
 * the other definitions, so reopening the contact modal does not fetch it again (docs/product/forms.md#dynamic-form).
 */
export const getDynamicForm = async (processId: string, signal?: AbortSignal): Promise<DynamicFormDefinition> => {
  const answer = await apiClient.get(`/integration/form/${encodeURIComponent(processId)}`, {}, { cache: true, signal });
  return answer.data.integrationForm;
};

/** The definition of one process, with loading/error state and retry. */
export const useDynamicFormDefinition = (processId: string) =>
  useApiRequest(`dynamic-form:${processId}`, (signal) => getDynamicForm(processId, signal));
