export { ProductMapPage } from './components/ProductMapPage';
