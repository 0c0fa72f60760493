export { ModerationScreen as Screen } from '../components/moderation-screen';
