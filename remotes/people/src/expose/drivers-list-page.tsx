import { useMemo } from 'react';
import { PeopleListScreen } from '../components/people-list/people-list-screen';
import { useDeleteDriver } from '../features/drivers-list/api/delete-driver';
import { deleteDriverQuestion, DRIVERS_LIST } from '../features/drivers-list/lib/drivers-list-config';

/** /admin/drivers: spec part 2 "Drivers list". */
export default function DriversListPage() {
  const mutation = useDeleteDriver();
  const remove = useMemo(() => ({ mutation, question: deleteDriverQuestion }), [mutation]);
  return <PeopleListScreen config={DRIVERS_LIST} remove={remove} />;
}
