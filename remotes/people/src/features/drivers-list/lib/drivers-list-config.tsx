import type { Driver } from '@haulboard/shared/contracts';
import { resources } from '@haulboard/shared/resources';
import { Stack, Text } from '@haulboard/shared/ui';
import { nameColumn, orNotAvailable } from '../../../components/people-list/columns';
import type { PeopleListConfig } from '../../../components/people-list/people-list-config';

/** Spec part 2 "Drivers list" and section 8's messages. */
export const DRIVERS_LIST: PeopleListConfig<Driver> = {
  kind: 'driver',
  title: 'Drivers',
  plural: 'drivers',
  addLabel: '+ Add Driver',
  addTitle: 'Add Driver',
  // Spec: a field labelled Phone Number, submitted as the e-mail (the driver's login).
  login: { label: 'Phone Number', type: 'tel', placeholder: '+1 555 010 0100' },
  columns: [
    nameColumn<Driver>(),
    { key: 'phone', header: 'Phone Number', cell: (d) => orNotAvailable(d.phone_number_driver), nowrap: true },
    { key: 'total', header: 'Total Loads', cell: (d) => d.total_loads, numeric: true },
    { key: 'completed', header: 'Completed Loads', cell: (d) => d.completed_loads, numeric: true },
  ],
  resource: resources.drivers,
  messages: {
    loading: 'Loading drivers...',
    empty: 'No drivers found',
    added: 'Driver added successfully!',
    addFailed: 'Failed to register driver. Please check the details and try again.',
  },
};

/** The spec's confirmation, and what the server does to the driver's loads (issue 14, beyond the spec). */
export function deleteDriverQuestion(driver: Driver) {
  return (
    <Stack gap="2">
      <Text>Are you sure you want to delete driver? This action cannot be undone.</Text>
      <Text color="fg.muted">{driver.full_name}&apos;s loads that are not delivered yet go back to unassigned.</Text>
    </Stack>
  );
}
