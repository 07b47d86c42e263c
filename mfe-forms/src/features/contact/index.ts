export { ContactWidget } from './components/ContactWidget';
