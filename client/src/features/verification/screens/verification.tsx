export { VerificationScreen as Screen } from '../components/verification-screen';
