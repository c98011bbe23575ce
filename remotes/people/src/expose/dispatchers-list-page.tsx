import { PeopleListScreen } from '../components/people-list/people-list-screen';
import { DISPATCHER_DELETE, DISPATCHERS_LIST } from '../features/dispatchers-list/lib/dispatchers-list-config';

/** /admin/dispatchers: spec part 2 "Dispatchers list". */
export default function DispatchersListPage() {
  return <PeopleListScreen config={DISPATCHERS_LIST} remove={DISPATCHER_DELETE} />;
}
