import { lazy, Suspense, useState } from 'react';
import { useHostTranslation } from '../shell/i18n';

// The dialog's code is fetched when the visitor first asks for it: nothing on the page's first load.
const FeedbackDialog = lazy(() => import(/* webpackChunkName: "feedback" */ './FeedbackDialog'));

/** The footer's 'Danos tu opinión' (docs/product/shell.md#feedback). */
export const FeedbackLink = () => {
  const { t } = useHostTranslation();
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="qs-footer__consent"
        aria-haspopup="dialog"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {t('feedback.footerLink')}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
