export { PartnersPage } from './components/PartnersPage';
