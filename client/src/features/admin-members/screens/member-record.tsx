export { MemberRecordScreen as Screen } from '../components/member-record-screen';
