import { useTranslation } from 'react-i18next';
import type { NetworkClinic } from '@qs/shared';
import { Disclosure } from '../../../common/components/Disclosure';
import { formatDeductible, formatPercentage, NO_DEDUCTIBLE } from '../../../common/model/format-amounts';
import type { ClinicGroup } from '../model/clinic-groups';

/** One coverage: its percentage and copago (docs/product/detail.md#clinics, Colombian term 'Copago') over its clinics. */
export const ClinicGroupPanel = ({ group, defaultOpen }: { group: ClinicGroup; defaultOpen: boolean }) => {
  const { t } = useTranslation('detail');
  const total = group.clinics.length;
  const deductible = formatDeductible(group.deductible);
  return (
    <Disclosure
      defaultOpen={defaultOpen}
      summary={
        <span className="qs-clinics__group-header">
          <span className="qs-clinics__group-name">{group.name}</span>
          <span className="qs-clinics__group-terms">
            <span>{t('clinics.coverage', { percentage: formatPercentage(group.percentage) })}</span>
            {/* 'Sin copago' alone: 'Copago: Sin copago' says it twice (docs/product/detail.md#clinics). */}
            <span>{deductible === NO_DEDUCTIBLE ? deductible : t('clinics.deductible', { value: deductible })}</span>
            <span>{t('clinics.count', { total, es: total > 1 ? 'es' : '' })}</span>
          </span>
        </span>
      }
    >
      <ul className="qs-clinics__list">
        {group.clinics.map((clinic) => (
          <ClinicItem key={clinic.id} clinic={clinic} />
        ))}
      </ul>
    </Disclosure>
  );
};

const ClinicItem = ({ clinic }: { clinic: NetworkClinic }) => {
  const { t } = useTranslation('detail');
  const place = [clinic.city, clinic.countryStates[0]?.stateName].filter(Boolean).join(', ');
  return (
    <li className="qs-clinics__clinic">
      <h4 className="qs-clinics__clinic-name">{clinic.displayName}</h4>
      <p className="qs-clinics__clinic-kind">{t(`clinics.kinds.${clinic.kind}`, { defaultValue: clinic.kind })}</p>
      {place && <p>{place}</p>}
      {clinic.address && <p>{clinic.address}</p>}
      {clinic.phone && (
        <p>
          <a
            href={`tel:${clinic.phone.replace(/[^\d+]/g, '')}`}
            aria-label={t('clinics.phone', { name: clinic.displayName, phone: clinic.phone })}
          >
            {clinic.phone}
          </a>
        </p>
      )}
    </li>
  );
};
