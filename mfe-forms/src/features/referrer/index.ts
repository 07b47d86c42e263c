export { ReferrerModal } from './components/ReferrerModal';
