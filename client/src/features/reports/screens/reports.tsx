export { ReportsScreen as Screen } from '../components/reports-screen';
