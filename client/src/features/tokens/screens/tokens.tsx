export { TokenPacksScreen as Screen } from '../components/token-packs-screen';
