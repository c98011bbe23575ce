import { AddLoadForm } from '../features/add-load/components/add-load-form';

/** /admin/add-load (spec part 2 "Add Load"). */
export default function AddLoadPage() {
  return <AddLoadForm />;
}
