// The price tab ('Detalle-de-Precio'): the price person by person, top amounts and copagos.
export { PriceDetail, type PriceDetailProps } from './components/PriceDetail';
