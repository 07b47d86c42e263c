export { AdditionalInsurancePage } from './components/AdditionalInsurancePage';
