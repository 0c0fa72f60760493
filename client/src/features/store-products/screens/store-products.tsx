export { StoreProductsScreen as Screen } from '../components/store-products-screen';
