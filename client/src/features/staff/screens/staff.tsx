export { StaffScreen as Screen } from '../components/staff-screen';
