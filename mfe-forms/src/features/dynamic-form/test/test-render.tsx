import { render } from '@testing-library/react';
import { addSliceTranslations, apiClient, type DynamicFormField } from '@qs/shared';
import es from '../../../i18n/es.json';
import { stubFetch } from '../../../test/fetch-stub';
import { DynamicForm } from '../components/DynamicForm';
import type { DynamicFormAnswers } from '../model/definition';
import { definitionOf, referenceApi } from './test-definitions';

/**
 * Renders the engine with the given fields (and a send button), the reference API answering with
 * the visitor located in `loc` (null: the lookup fails). Returns the answers of each submit.
 */
export const renderFields = (fields: DynamicFormField[], { loc = 'CO' as string | null } = {}) => {
  addSliceTranslations('forms', es);
  apiClient.clearCache();
  sessionStorage.clear();
  const api = stubFetch(referenceApi(loc));
  const submitted: DynamicFormAnswers[] = [];
  const view = render(
    <DynamicForm
      structure={definitionOf(fields)}
      onSubmit={async (answers) => {
        submitted.push(answers);
      }}
    />,
  );
  return { ...view, ...api, submitted };
};
