import { matchPath, useLocation, useNavigate } from 'react-router';
import { closePurchaseOutlet, paths, readPurchaseOutlet, RemoteSlot } from '@qs/shared';
import { useSite } from './site-context';

/**
 * docs/product/shell.md#online-purchase-outlet: Compra-Online is also the secondary outlet qppayment. `?qppayment=Compra-Online/{code}`
 * opens the forms slice's purchase page over the current page; closing it drops the parameter.
 */
export const PurchaseOutlet = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const { slices, partner, registryError } = useSite();
  const outlet = readPurchaseOutlet(location.search);
  const allowed = slices.has('forms') || (registryError && !partner);
  if (!outlet || !allowed || matchPath(paths.purchase.path, location.pathname)) return null;

  const close = () =>
    navigate({ pathname: location.pathname, search: closePurchaseOutlet(location.search), hash: location.hash });
  return (
    <RemoteSlot module="qs_forms/PurchasePage" props={{ ...outlet, mode: 'outlet', onClose: close }} loading={null} />
  );
};
