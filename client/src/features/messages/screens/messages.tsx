export { MessagesScreen as Screen } from '../components/messages-screen';
