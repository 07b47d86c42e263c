import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, Modal, Spinner } from '@qs/shared';
import { useHostTranslation } from '../shell/i18n';
import { changeFeedback, readFeedback, sendFeedback } from './feedback-api';
import { forgetFeedbackKey, keepFeedbackKey, readFeedbackKey } from './feedback-key';
import './feedback.css';

const RATINGS = [1, 2, 3, 4, 5] as const;
export const COMMENT_MAX = 1000;

type Phase = 'loading' | 'new' | 'kept' | 'sending' | 'sent' | 'saved';

interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Danos tu opinión' (docs/product/shell.md#feedback): a score from 'Muy mala' to 'Excelente' and an optional
 * comment, sent to the API with the page it was given on. The browser keeps the opinion's id and token, so the next
 * opening shows it and saves changes to it instead of a second opinion.
 */
const FeedbackDialog = ({ open, onClose }: FeedbackDialogProps) => {
  const { t } = useHostTranslation();
  const [phase, setPhase] = useState<Phase>('loading');
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [ratingMissing, setRatingMissing] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  const ids = { legend: useId(), ratingError: useId(), comment: useId(), hint: useId(), count: useId() };

  // Each opening starts from the opinion kept, if the API still has it.
  useEffect(() => {
    if (!open) return undefined;
    setProblem(null);
    setRatingMissing(false);
    const key = readFeedbackKey();
    if (!key) {
      setPhase('new');
      return undefined;
    }
    setPhase('loading');
    const controller = new AbortController();
    readFeedback(key, controller.signal).then(
      (kept) => {
        setRating(kept.rating);
        setComment(kept.comment ?? '');
        setPhase('kept');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) forgetFeedbackKey();
        setPhase('new');
      },
    );
    return () => controller.abort();
  }, [open]);

  useEffect(() => {
    if (phase === 'sent' || phase === 'saved') done.current?.focus();
  }, [phase]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setRatingMissing(true);
      return;
    }
    const editing = phase === 'kept';
    setPhase('sending');
    setProblem(null);
    try {
      const key = readFeedbackKey();
      if (editing && key) {
        await changeFeedback(key, rating, comment);
        setPhase('saved');
      } else {
        const created = await sendFeedback(rating, comment, `${window.location.pathname}${window.location.search}`);
        keepFeedbackKey({ id: created.id, token: created.token });
        setPhase('sent');
      }
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status < 500 && error.message ? error.message : t('feedback.error'),
      );
      setPhase(editing ? 'kept' : 'new');
    }
  };

  return (
    <Modal open={open} title={t('feedback.title')} onClose={onClose} closeLabel={t('feedback.close')}>
      {phase === 'loading' && <Spinner label={t('feedback.loading')} minHeight={240} />}
      {(phase === 'sent' || phase === 'saved') && (
        <p ref={done} tabIndex={-1} role="status" className="qs-feedback__done">
          {t(phase === 'sent' ? 'feedback.thanks' : 'feedback.saved')}
        </p>
      )}
      {(phase === 'new' || phase === 'kept' || phase === 'sending') && (
        <form className="qs-feedback" onSubmit={submit} noValidate>
          <p>{t(phase === 'new' ? 'feedback.intro' : 'feedback.yours')}</p>
          <fieldset
            className="qs-feedback__ratings"
            aria-describedby={ratingMissing ? ids.ratingError : undefined}
            aria-invalid={ratingMissing || undefined}
          >
            <legend id={ids.legend}>{t('feedback.ratingLegend')}</legend>
            <div className="qs-feedback__options">
              {RATINGS.map((value) => (
                <label key={value} className="qs-feedback__option">
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => {
                      setRating(value);
                      setRatingMissing(false);
                    }}
                  />
                  <span>{t(`feedback.ratings.${value}`)}</span>
                </label>
              ))}
            </div>
            {ratingMissing && (
              <p id={ids.ratingError} role="alert" className="qs-feedback__error">
                {t('feedback.ratingRequired')}
              </p>
            )}
          </fieldset>
          <label htmlFor={ids.comment} className="qs-feedback__label">
            {t('feedback.commentLabel')}
          </label>
          <textarea
            id={ids.comment}
            className="qs-feedback__comment"
            rows={4}
            maxLength={COMMENT_MAX}
            value={comment}
            aria-describedby={`${ids.hint} ${ids.count}`}
            onChange={(event) => setComment(event.target.value)}
          />
          <p id={ids.hint} className="qs-feedback__hint">
            {t('feedback.commentHint')}
          </p>
          <p id={ids.count} className="qs-feedback__hint">
            {t('feedback.commentCount', { count: comment.length, max: COMMENT_MAX })}
          </p>
          {problem && (
            <p role="alert" className="qs-feedback__error">
              {problem}
            </p>
          )}
          <button type="submit" className="qs-button" disabled={phase === 'sending'}>
            {phase === 'sending' ? t('feedback.sending') : t(phase === 'kept' ? 'feedback.save' : 'feedback.send')}
          </button>
        </form>
      )}
    </Modal>
  );
};

export default FeedbackDialog;
