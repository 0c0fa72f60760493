export { PlansScreen as Screen } from '../components/plans-screen';
