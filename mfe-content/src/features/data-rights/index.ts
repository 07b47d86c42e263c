export { DataRightsPage } from './components/DataRightsPage';
