export { CustomerPortalPage } from './components/CustomerPortalPage';
