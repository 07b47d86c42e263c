export { NotFoundPage } from './components/NotFoundPage';
