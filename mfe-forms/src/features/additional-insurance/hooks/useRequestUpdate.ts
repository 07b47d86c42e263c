import { useState } from 'react';
import { ApiError } from '@qs/shared';
import { sendRequestUpdate, type RequestUpdate } from '../api/additional-insurance-api';

export type UpdateStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'saved' }
  /** `reason`: the API's own message for a 400/404; else the generic failure applies. */
  | { kind: 'failed'; reason?: string };

/** Adds the visitor's contact time and comment to their request, with the secret solicitar gave this page. */
export const useRequestUpdate = (id: number, secreto: string) => {
  const [status, setStatus] = useState<UpdateStatus>({ kind: 'idle' });
  const save = async (horarioContacto: RequestUpdate['horarioContacto'] | '', comentario: string) => {
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    try {
      await sendRequestUpdate({
        id,
        secreto,
        horarioContacto: horarioContacto || null,
        comentario: comentario.trim() || null,
      });
      setStatus({ kind: 'saved' });
    } catch (error) {
      const known = error instanceof ApiError && (error.status === 400 || error.status === 404);
      setStatus({ kind: 'failed', reason: known ? error.message : undefined });
    }
  };
  return { status, save };
};
