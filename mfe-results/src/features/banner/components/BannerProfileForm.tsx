import { useId, useState } from 'react';
import { RemoteSlot } from '@qs/shared';
import { useBannerText } from '../hooks/useBannerText';

export interface BannerProfileFormProps {
  productType: string;
  entered: boolean;
  isPhone: boolean;
}

/**
 * The banner's optional profile form (docs/product/results.md#compare-banner): the forms slice's profile form with 'Calcular precios'
 * On desktop it is open; on a phone it starts collapsed (the product's hiddenForm)
 * behind 'Ingresar asegurados' / 'Editar asegurados' / 'Contraer perfil', and the forms slice is not
 * fetched until it is opened. Its submit stores the profile and emits profile/completed, which
 * reprices the results; on a phone the form then folds away.
 */
export const BannerProfileForm = ({ productType, entered, isPhone }: BannerProfileFormProps) => {
  const text = useBannerText(productType);
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
  const shown = !isPhone || expanded;
  const toggleLabel = expanded ? text('toggle.collapse') : entered ? text('toggle.edit') : text('toggle.add');

  return (
    <div className="qs-banner__form">
      {isPhone && (
        <button
          type="button"
          className="qs-banner__toggle"
          aria-expanded={expanded}
          aria-controls={regionId}
          onClick={() => setExpanded((value) => !value)}
        >
          {toggleLabel}
        </button>
      )}
      <div id={regionId} className="qs-banner__form-body" hidden={!shown}>
        {shown && (
          <RemoteSlot
            module="qs_forms/ProfileForm"
            props={{ productType, submitLabel: text('submit'), onSubmitted: () => setExpanded(false) }}
            minHeight={280}
          />
        )}
      </div>
    </div>
  );
};
