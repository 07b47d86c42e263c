// The online purchase's steps (docs/adr/0019-online-purchase.md): the purchase page shows them for a plan sold online.
export { Checkout, type CheckoutProps } from './components/Checkout';
export { PaymentDetails, type PaymentDetailsProps } from './components/PaymentDetails';
export { readPurchaseSession } from './model/purchase-link';
