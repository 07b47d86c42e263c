import { useCallback, useEffect, useRef, useState } from 'react';

/** After a valid submit the button shows 'finished' for 3 s (docs/product/forms.md#profile-form-rules). */
export const FINISHED_MS = 3000;

export type SubmitPhase = 'idle' | 'running' | 'finished';

/**
 * The submit button's states (docs/product/forms.md#profile-form-rules): disabled and 'active' while the submit runs,
 * enabled again when its result arrives; a valid result shows 'finished' for 3 s.
 */
export const useSubmitPhase = () => {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Runs one submit; `task` resolves to whether the profile was accepted. */
  const run = useCallback(async (task: () => Promise<boolean>) => {
    clearTimeout(timer.current);
    setPhase('running');
    const accepted = await task().catch(() => false);
    if (!accepted) {
      setPhase('idle');
      return;
    }
    setPhase('finished');
    timer.current = setTimeout(() => setPhase('idle'), FINISHED_MS);
  }, []);

  return { phase, run };
};
