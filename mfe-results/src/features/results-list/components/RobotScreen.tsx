import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@qs/shared';
import { confirmHuman } from '../api/get-compare-results';
import { readWorkBits, solveWork } from '../model/proof-of-work';

export interface RobotScreenProps {
  /** The robot answer's signed challenge (docs/security.md#human-challenge); absent when the answer had none. */
  challenge: string | undefined;
  onConfirmed: () => void;
}

/**
 * The nonce of the challenge's work, or none when the page cannot read the work it asks for: then the
 * challenge goes alone, the API refuses it and the page asks again (a fresh challenge).
 */
const nonceFor = async (challenge: string, signal: AbortSignal): Promise<string | undefined> => {
  const bits = readWorkBits(challenge);
  return bits === undefined ? undefined : solveWork(challenge, bits, { signal });
};

/**
 * Shown when compare answers 401 (bot suspicion); 'Soy humano!' does the challenge's proof of work
 * (docs/security.md#human-challenge, a fraction of a second), sends the challenge with its nonce, then asks again. Asking again also
 * when the API refused the answer (expired after 2 minutes, say) is deliberate: a still-suspected visitor
 * gets this screen again with a fresh challenge. Only a 429 (passed too often this hour) stays here, with
 * the API's message: asking again would only bring this screen back.
 */
export const RobotScreen = ({ challenge, onConfirmed }: RobotScreenProps) => {
  const { t } = useTranslation('results');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const search = useRef<AbortController | null>(null);
  useEffect(() => () => search.current?.abort(), []);

  const confirm = async () => {
    const controller = new AbortController();
    search.current = controller;
    setSending(true);
    setRefusal(null);
    try {
      if (challenge !== undefined) await confirmHuman(challenge, await nonceFor(challenge, controller.signal));
    } catch (error) {
      if (error instanceof ApiError && error.status === 429 && !controller.signal.aborted) {
        setSending(false);
        setRefusal(error.message);
        return;
      }
    }
    // The screen went away meanwhile: nothing left to show or to ask again.
    if (controller.signal.aborted) return;
    setSending(false);
    onConfirmed();
  };

  return (
    <section className="qs-error-panel" role="alert">
      <h2 className="qs-error-panel__title">{t('robot.title')}</h2>
      <p>{t('robot.apology')}</p>
      <button type="button" className="qs-button" disabled={sending} aria-busy={sending} onClick={() => void confirm()}>
        {t('robot.button')}
      </button>
      <p role="status">{sending ? t('robot.checking') : refusal}</p>
    </section>
  );
};
