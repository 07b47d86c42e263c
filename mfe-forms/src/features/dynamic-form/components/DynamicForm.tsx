import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, type DynamicFormDefinition } from '@qs/shared';
import { ServerErrorBox } from '../../../common/components/ServerErrorBox';
import { useDynamicFormDefinition } from '../api/get-dynamic-form';
import type { DynamicFormAnswers } from '../model/definition';
import { DynamicFormBody } from './DynamicFormBody';
import './dynamic-form.css';

export interface DynamicFormProps {
  /** The process uuid (hash) of a server-defined form. */
  processId?: string;
  /** A definition already at hand; used instead of fetching one. */
  structure?: DynamicFormDefinition;
  /**
   * Resolves when the answers were handled (the form resets); rejects to keep them. The definition
   * comes along for callers that map the answers (business line, travel fields).
   */
  onSubmit: (answers: DynamicFormAnswers, definition: DynamicFormDefinition) => Promise<void>;
  submitLabel?: string;
  /** Show the fields of class `only-companies` (group insurance). */
  companyFields?: boolean;
  /** Ask for the data authorisation (docs/security.md#data-authorisation): the answers become a lead. */
  authorisation?: boolean;
}

/** docs/product/forms.md#dynamic-form, thrown while rendering: the caller's error boundary shows it. */
export const MISSING_FORM_MESSAGE = 'Process UUID or form structure is required';

/** The server-defined dynamic form (docs/product/forms.md#dynamic-form): 'Cargando formulario ...', then its fields and button. */
export const DynamicForm = ({
  processId,
  structure,
  onSubmit,
  submitLabel,
  companyFields = false,
  authorisation = false,
}: DynamicFormProps) => {
  if (structure)
    return (
      <DynamicFormBody
        definition={structure}
        onSubmit={onSubmit}
        submitLabel={submitLabel}
        companyFields={companyFields}
        authorisation={authorisation}
      />
    );
  if (!processId) throw new Error(MISSING_FORM_MESSAGE);
  return (
    <ProcessDynamicForm
      processId={processId}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      companyFields={companyFields}
      authorisation={authorisation}
    />
  );
};

const ProcessDynamicForm = ({
  processId,
  onSubmit,
  submitLabel,
  companyFields = false,
  authorisation = false,
}: DynamicFormProps & { processId: string }) => {
  const { t } = useTranslation('forms');
  const { state, retry } = useDynamicFormDefinition(processId);
  if (state.status === 'loading') return <Spinner label={t('dynamicForm.loading')} minHeight={240} />;
  if (state.status !== 'ready') {
    return (
      <>
        <ErrorPanel
          title={t('dynamicForm.loadError.title')}
          description={t('dynamicForm.loadError.description')}
          onRetry={retry}
        />
        {/* A structure that failed on the server (not an unknown process, 404) gets the server-error box (docs/product/forms.md#server-error-box). */}
        <ServerErrorBox error={state.status === 'error' ? state : null} />
      </>
    );
  }
  return (
    <DynamicFormBody
      key={processId}
      definition={state.value}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      companyFields={companyFields}
      authorisation={authorisation}
    />
  );
};
