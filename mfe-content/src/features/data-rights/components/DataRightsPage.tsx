import { useLocation } from 'react-router';
import { DataRightsConfirm } from './DataRightsConfirm';
import { DataRightsRequest } from './DataRightsRequest';
import './data-rights.css';

/**
 * /derechos-sobre-mis-datos: the visitor asks to know, update or delete their data (Ley 1581 de 2012); the API
 * e-mails a one-time link to /derechos-sobre-mis-datos/confirmar, where the request is confirmed
 * (docs/security.md#data-rights, docs/product/content.md#data-rights).
 */
export const DataRightsPage = () => {
  const { pathname } = useLocation();
  const confirming = /\/confirmar\/?$/i.test(pathname);
  return confirming ? <DataRightsConfirm /> : <DataRightsRequest />;
};
