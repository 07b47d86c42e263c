export { ProfileForm } from './components/ProfileForm';
export { ProfileGeneratorPage } from './components/ProfileGeneratorPage';
export { findValidator, loadValidationScript } from './api/validation-script';
