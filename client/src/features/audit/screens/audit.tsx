export { AuditScreen as Screen } from '../components/audit-screen';
