import { InvoicesScreen } from '../features/invoices/components/invoices-screen';

/** /admin/invoices (issue 30). */
export default function InvoicesPage() {
  return <InvoicesScreen />;
}
