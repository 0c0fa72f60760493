export { DashboardScreen as Screen } from '../components/dashboard-screen';
