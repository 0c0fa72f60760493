export { NewSystemMessageScreen as Screen } from '../components/new-system-message-screen';
