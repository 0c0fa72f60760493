export { OutboxScreen as Screen } from '../components/outbox-screen';
