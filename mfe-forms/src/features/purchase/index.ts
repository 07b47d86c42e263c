export { PurchasePage } from './components/PurchasePage';
