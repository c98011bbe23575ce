import type { Dispatcher } from '@haulboard/shared/contracts';
import { resources } from '@haulboard/shared/resources';
import { nameColumn, orNotAvailable } from '../../../components/people-list/columns';
import type { PeopleDelete, PeopleListConfig } from '../../../components/people-list/people-list-config';

/** Spec part 2 "Dispatchers list" and section 8's messages. */
export const DISPATCHERS_LIST: PeopleListConfig<Dispatcher> = {
  kind: 'dispatcher',
  title: 'Dispatchers',
  plural: 'dispatchers',
  addLabel: '+ Add Dispatcher',
  addTitle: 'Add Dispatcher',
  login: { label: 'Email', type: 'email', placeholder: 'name@example.com' },
  columns: [
    nameColumn<Dispatcher>(),
    { key: 'phone', header: 'Phone Number', cell: (d) => orNotAvailable(d.phone_number), nowrap: true },
    { key: 'email', header: 'Email', cell: (d) => d.email, sortKey: 'email' },
    { key: 'branch', header: 'Location/Branch', cell: (d) => orNotAvailable(d.location_branch) },
  ],
  resource: resources.dispatchers,
  messages: {
    loading: 'Loading dispatchers...',
    empty: 'No dispatchers found',
    added: 'Dispatcher added successfully!',
    addFailed: 'Failed to register dispatcher. Please check the details and try again.',
  },
};

/** Spec part 2 section 6: dispatcher delete is disabled; the button says why. */
export const DISPATCHER_DELETE: PeopleDelete<Dispatcher> = { disabledReason: 'Dispatchers cannot be deleted.' };
