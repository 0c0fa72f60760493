export { CannedRepliesScreen as Screen } from '../components/canned-replies-screen';
