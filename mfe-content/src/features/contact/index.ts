export { ContactPage } from './components/ContactPage';
