export { UsersScreen as Screen } from '../components/users-screen';
