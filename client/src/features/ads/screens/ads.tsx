export { AdsScreen as Screen } from '../components/ads-screen';
