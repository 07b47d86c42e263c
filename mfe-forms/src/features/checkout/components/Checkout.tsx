import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, type Profile, type PurchaseView } from '@qs/shared';
import { Heading, type HeadingLevel } from '../../../common/components/Heading';
import { usePurchase, type PurchaseFlow } from '../hooks/usePurchase';
import { useAnnouncedCompletion } from '../hooks/useAnnouncedCompletion';
import { useStepSubmit } from '../hooks/useStepSubmit';
import { purchaseLinkOf } from '../model/purchase-link';
import { CheckoutSteps } from './CheckoutSteps';
import { HealthStatementStep, type HealthStatement } from './HealthStatementStep';
import { PaymentStep } from './PaymentStep';
import { PersonalDataStep } from './PersonalDataStep';
import { PurchaseDone } from './PurchaseDone';
import { CompanyDataStep, type CompanyData } from './CompanyDataStep';
import { EmployeeDataStep } from './EmployeeDataStep';
import { ExecutiveStep } from './ExecutiveStep';
import { CancelPurchase } from './CancelPurchase';
import './checkout.css';

export interface CheckoutProps {
  productCode: string;
  /** The visitor's stored profile for the plan: who will be insured, which the API prices. */
  profile: () => Profile | null;
  headingLevel: HeadingLevel;
  /** The purchase is paid or confirmed (501): the page no longer offers to request the plan from an advisor. */
  onFinished?: () => void;
  /** The purchase as it now stands (null before one is started or loaded): the page shows its price. */
  onPurchase?: (purchase: PurchaseView | null) => void;
}

/** The steps a visitor can open again to correct (the API saves them again without moving the purchase back). */
const DATA_STEPS = ['personal-data', 'health-statement', 'company-data', 'employee-data'] as const;

/** The stored profile's contact, to start the personal data with. */
const contactOf = (profile: Profile | null) => ({
  name: profile?.nombre ?? '',
  email: profile?.email ?? '',
  phone: profile?.telefono ?? '',
});
/** …which, for a company, is its contact person. */
const companyContactOf = (profile: Profile | null) => {
  const { name, ...rest } = contactOf(profile);
  return { contactName: name, ...rest };
};

/**
 * The online purchase (docs/adr/0019-online-purchase.md): 'Comprar online' starts it; then a person's plan takes
 * personal data, health statement, payment and success, a company's plan company data, employees, the executive and
 * the confirmation, each saved on the server. The address holds the purchase
 * link from the start, so a reload or the back button lose nothing and the link continues on another device.
 */
export const Checkout = ({ productCode, profile, headingLevel, onFinished, onPurchase }: CheckoutProps) => {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const flow = usePurchase(productCode, profile, t('checkout.loadError'));
  const starting = useStepSubmit();
  const [editing, setEditing] = useState<string | null>(null);
  const purchase = flow.load.status === 'ready' ? flow.load.purchase : null;
  // A purchase moved on elsewhere (another device, the provider's notification): stop correcting a step.
  useEffect(() => setEditing(null), [purchase?.step]);
  const finished = purchase?.leadStatus.id === 501;
  // Still being bought (500): neither paid or confirmed (501) nor cancelled (3).
  const open = purchase?.leadStatus.id === 500;
  const cancelled = purchase?.leadStatus.id === 3;
  useEffect(() => {
    if (finished) onFinished?.();
  }, [finished, onFinished]);
  useAnnouncedCompletion(purchase);
  useEffect(() => onPurchase?.(purchase), [purchase, onPurchase]);
  // Cancelled here (not opened so from a link): the page got shorter, so the focus goes to what it now says.
  const cancelledNote = useRef<HTMLParagraphElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (cancelled && wasOpen.current) cancelledNote.current?.focus();
    wasOpen.current = open;
  }, [cancelled, open]);

  // Starting a purchase: the first one, or a new one after a cancelled one.
  const startControls = (label: string) => (
    <>
      {starting.failure && (
        <p className="qs-checkout__failure" role="alert">
          {starting.failure}
        </p>
      )}
      <button
        type="button"
        className="qs-button qs-checkout__start"
        disabled={starting.saving}
        onClick={() => void starting.run(flow.start)}
      >
        {starting.saving ? t('checkout.starting') : label}
      </button>
    </>
  );

  const body = (() => {
    if (flow.load.status === 'none') {
      return (
        <>
          <p className="qs-checkout__intro">{t('checkout.intro')}</p>
          {startControls(t('checkout.start'))}
        </>
      );
    }
    if (flow.load.status === 'loading') return <Spinner label={t('checkout.loading')} minHeight={320} />;
    if (flow.load.status === 'error')
      return <ErrorPanel title={t('checkout.loadError')} description={flow.load.message} onRetry={flow.retry} />;
    if (cancelled) {
      return (
        <>
          <p ref={cancelledNote} tabIndex={-1} className="qs-checkout__cancelled" role="status">
            {t('checkout.cancel.done')}
          </p>
          {startControls(t('checkout.cancel.restart'))}
        </>
      );
    }
    return (
      <PurchaseStep
        purchase={flow.load.purchase}
        shown={editing ?? flow.load.purchase.step}
        flow={flow}
        onSaved={() => setEditing(null)}
        headingLevel={headingLevel}
      />
    );
  })();

  return (
    <section className="qs-checkout" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId}>
        {t('checkout.title')}
      </Heading>
      {purchase && !cancelled && (
        <CheckoutSteps purchase={purchase} shown={editing ?? purchase.step} editable={DATA_STEPS} onEdit={setEditing} />
      )}
      {body}
      {purchase && open && purchase.payment !== 'PENDING' && editing === null && (
        <CancelPurchase key={purchase.id} onCancel={flow.cancel} />
      )}
      {purchase && flow.session && open && (
        <p className="qs-checkout__link">
          <span>{t('checkout.link.label')}: </span>
          <a href={purchaseLinkOf(location.origin, location.pathname, flow.session)}>
            {purchaseLinkOf(location.origin, location.pathname, flow.session)}
          </a>
          <span className="qs-checkout__hint"> {t('checkout.link.hint')}</span>
        </p>
      )}
    </section>
  );
};

interface PurchaseStepProps {
  purchase: PurchaseView;
  shown: string;
  flow: PurchaseFlow;
  onSaved: () => void;
  headingLevel: HeadingLevel;
}

const PurchaseStep = ({ purchase, shown, flow, onSaved, headingLevel }: PurchaseStepProps) => {
  const saved = async (send: Promise<unknown>) => {
    await send;
    onSaved();
  };
  switch (shown) {
    case 'personal-data':
      return (
        <PersonalDataStep
          key={`${purchase.id}-personal`}
          initial={
            (purchase.data['personal-data'] as Record<string, string> | undefined) ?? contactOf(flow.profileOf())
          }
          onSave={(values) => saved(flow.save('personal-data', values))}
        />
      );
    case 'health-statement':
      return (
        <HealthStatementStep
          key={`${purchase.id}-health`}
          insured={purchase.insured}
          initial={purchase.data['health-statement'] as Omit<HealthStatement, 'autorizacionDatosSensibles'> | undefined}
          onSave={(statement) => saved(flow.save('health-statement', statement))}
        />
      );
    case 'payment':
      return <PaymentStep purchase={purchase} onPeriodicity={flow.setPeriodicity} onPay={flow.pay} />;
    case 'company-data':
      return (
        <CompanyDataStep
          key={`${purchase.id}-company`}
          initial={
            (purchase.data['company-data'] as Partial<CompanyData> | undefined) ?? companyContactOf(flow.profileOf())
          }
          planMinimum={purchase.minEmployees}
          onSave={(data) => saved(flow.save('company-data', data))}
        />
      );
    case 'employee-data': {
      const declared =
        (purchase.data['company-data'] as Partial<CompanyData> | undefined)?.employees ?? purchase.minEmployees;
      const initial = (
        purchase.data['employee-data'] as { employees?: Parameters<typeof EmployeeDataStep>[0]['initial'] } | undefined
      )?.employees;
      return (
        <EmployeeDataStep
          key={`${purchase.id}-employees-${declared}`}
          count={declared}
          initial={initial}
          onSave={(data) => saved(flow.save('employee-data', data))}
        />
      );
    }
    case 'executive-assignment':
      return <ExecutiveStep purchase={purchase} onConfirm={flow.confirm} />;
    default:
      return <PurchaseDone purchase={purchase} session={flow.session ?? ''} headingLevel={headingLevel} />;
  }
};
