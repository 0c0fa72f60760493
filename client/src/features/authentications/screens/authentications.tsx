export { AuthenticationsScreen as Screen } from '../components/authentications-screen';
