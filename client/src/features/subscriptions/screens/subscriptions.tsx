export { SubscriptionsScreen as Screen } from '../components/subscriptions-screen';
