import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCop, Modal, partnerLayout, type CompareProduct } from '@qs/shared';
import { comparisonRows, isDifferent } from './comparison-rows';

export interface ComparisonModalProps {
  open: boolean;
  products: readonly CompareProduct[];
  /** On a partner site the words are 'planes', not 'seguros' (docs/product/results.md#wording). */
  partner: boolean;
  onClose: () => void;
}

/** The comparison table (docs/product/results.md#comparison-modal), one column per product; loaded on first open. */
export const ComparisonModal = ({ open, products, partner, onClose }: ComparisonModalProps) => {
  const { t } = useTranslation('results');
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const rows = comparisonRows((key) => t(key)).filter((row) => !onlyDifferences || isDifferent(row, products));
  const allEqual = onlyDifferences && rows.every((row) => row.always);
  // A partner may turn off the request button (docs/product/shell.md#partner-layout-switches).
  const { requestButton } = partnerLayout();

  return (
    <Modal
      open={open}
      title={t(partner ? 'compare.modal.titlePartner' : 'compare.modal.title')}
      size="large"
      closeLabel={t('compare.modal.close')}
      onClose={onClose}
    >
      <button
        type="button"
        role="switch"
        aria-checked={onlyDifferences}
        className="qs-compare-switch"
        onClick={() => setOnlyDifferences((on) => !on)}
      >
        <span className="qs-compare-switch__track" aria-hidden="true" />
        {t('compare.modal.onlyDifferences')}
      </button>
      {allEqual && <p className="qs-compare-table__equal">{t('compare.modal.allEqual')}</p>}
      {/* Focusable so that a keyboard can scroll the table sideways on a phone. */}
      <div className="qs-compare-table__scroll" role="region" aria-label={t('compare.modal.tableLabel')} tabIndex={0}>
        <table className={`qs-compare-table qs-compare-table--${products.length}`}>
          <caption className="qs-visually-hidden">{t('compare.modal.tableLabel')}</caption>
          <thead>
            <tr>
              <td className="qs-compare-table__corner" />
              {products.map((product) => (
                <th key={product.id} scope="col" className="qs-compare-table__product">
                  {product.organization.metadata.image && (
                    <img
                      src={product.organization.metadata.image}
                      alt={product.organization.displayName}
                      width={72}
                      height={32}
                    />
                  )}
                  <span className="qs-compare-table__name">{product.displayName}</span>
                  <span className="qs-compare-table__price">
                    <span className="qs-compare-table__basis">
                      {product.price.basis === 'profile' ? t('card.priceForProfile') : t('card.from')}
                    </span>{' '}
                    {formatCop(product.price.minPrice)}
                    <span className="qs-compare-table__suffix"> {product.price.suffix}</span>
                  </span>
                  {requestButton && (
                    <a
                      className="qs-button qs-compare-table__apply"
                      href={product.newWindowUrl}
                      target="_blank"
                      rel="noopener"
                    >
                      {t('compare.modal.apply')}
                      <span className="qs-visually-hidden"> {product.displayName}</span>
                    </a>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {products.map((product) => (
                  <td key={product.id}>{row.cell(product)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
};

export default ComparisonModal;
