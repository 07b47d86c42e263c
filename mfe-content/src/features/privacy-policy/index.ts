export { PrivacyPolicyPage } from './components/PrivacyPolicyPage';
