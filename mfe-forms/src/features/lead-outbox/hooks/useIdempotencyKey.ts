import { useMemo, useRef } from 'react';
import { keyForBody, type SubmissionKey } from '../model/idempotency-key';

/**
 * One form's Idempotency-Key: `keyFor(body)` reuses the key for an identical resend and makes a
 * new one when the body changed; `forget()` after a success (the next fill is a new request)
 * or when the API refused the key (422).
 */
export const useIdempotencyKey = () => {
  const current = useRef<SubmissionKey | null>(null);
  return useMemo(
    () => ({
      keyFor: (body: unknown): string => {
        current.current = keyForBody(current.current, body);
        return current.current.key;
      },
      forget: (): void => {
        current.current = null;
      },
    }),
    [],
  );
};
