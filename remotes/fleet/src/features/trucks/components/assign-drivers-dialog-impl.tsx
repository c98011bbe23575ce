import { useState } from 'react';
import { FLEET_MESSAGES, type Truck } from '@haulboard/shared/contracts';
import { BusyLabels, FormDialog } from '@haulboard/shared/forms';
import { useDriverSearch } from '@haulboard/shared/resources';
import { Alert, Box, Button, Checkbox, Flex, LoadingState, SearchInput, Stack, Text, toaster, VisuallyHidden } from '@haulboard/shared/ui';
import { useAssignDrivers } from '../api/assign-drivers';
import { replacesDrivers, TRUCK_MESSAGES } from '../lib/truck-texts';

export type AssignDriversDialogProps = { truck: Truck; onClose: () => void };

/** A checked driver: their name, and the truck they are on now (null: none). */
type Checked = { name: string; truck: string | null };

/**
 * Assign Drivers to Truck (large; spec part 2 sections 2, 4, 5, 8, 9): the truck from its row,
 * the drivers searched on the server with each one's current truck, the truck's drivers checked,
 * the list scrolling above 300 px. A truck that already has drivers gets the checked ones in
 * their place (replace), otherwise they are added.
 */
export default function AssignDriversDialogImpl({ truck, onClose }: AssignDriversDialogProps) {
  const [searchInput, setSearchInput] = useState('');
  // Each driver with their current truck, a page at a time ('Show more').
  const choices = useDriverSearch(searchInput);
  // The checked drivers with their truck now, so the summary names those outside the page shown too,
  // and the move of one from another truck is said before Assign.
  const [selected, setSelected] = useState<ReadonlyMap<number, Checked>>(
    () => new Map(truck.drivers.map((d) => [d.id, { name: d.name, truck: truck.truck_number }])),
  );
  const assign = useAssignDrivers();
  const replace = replacesDrivers(truck);
  const { drivers, count: total } = choices;

  const moves = [...selected.values()].filter((d) => d.truck && d.truck !== truck.truck_number);

  const toggle = (id: number, driver: Checked, checked: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (checked) next.set(id, driver);
      else next.delete(id);
      return next;
    });

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (selected.size === 0) {
      toaster.error({ title: FLEET_MESSAGES.selectTruckAndDrivers });
      return;
    }
    assign.mutate({ truck_id: truck.id, driver_ids: [...selected.keys()], replace }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      open
      title="Assign Drivers to Truck"
      submitLabel="Assign"
      busyLabel={BusyLabels.assign}
      busy={assign.isPending}
      size="lg"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            Truck
          </Text>
          <Text fontWeight="semibold">
            {truck.truck_number} · {truck.truck_model}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {replace
              ? `Its drivers now: ${truck.driver_names.join(', ')}. The checked drivers replace them.`
              : 'It has no drivers yet. The checked drivers are assigned to it.'}
          </Text>
        </Box>
        <SearchInput label="Search drivers" placeholder="Search drivers..." value={searchInput} onChange={setSearchInput} maxW="full" size="sm" />
        <Text fontSize="sm" aria-live="polite">
          {selected.size === 0 ? 'No drivers selected' : `Selected (${selected.size}): ${[...selected.values()].map((d) => d.name).join(', ')}`}
        </Text>
        {moves.length > 0 ? (
          // A driver is on one truck at a time: assigning them here takes them off theirs.
          <Alert.Root status="warning" role="status" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              {moves.map((d) => (
                <Alert.Description key={d.name}>{`${d.name} will leave truck ${d.truck} for ${truck.truck_number}.`}</Alert.Description>
              ))}
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {/*
          One height whatever it holds (the spec's 300 px, scrolling above): the dialog is centred, so a
          list that shrank when a search answered (20 drivers to 1) moved the Assign button and every
          row up by half the difference, under a pointer already pressed (a click lost between its
          press and its release). The rows of the previous search stay on screen while the new one
          loads, but cannot be ticked: they are about to be replaced.
        */}
        <Box as="fieldset" h="300px" overflowY="auto" borderWidth="1px" rounded="md" px="3" py="2" aria-busy={choices.searching || undefined}>
          <VisuallyHidden as="legend">Drivers</VisuallyHidden>
          {choices.isPending ? (
            <LoadingState label="Loading drivers..." minH="24" />
          ) : choices.isError ? (
            <Flex direction="column" gap="2" py="2">
              <Text color="red.fg">Failed to load drivers</Text>
              <Box>
                <Button size="xs" variant="outline" onClick={() => void choices.refetch()}>
                  Try Again
                </Button>
              </Box>
            </Flex>
          ) : drivers.length === 0 ? (
            <Text py="2" color="fg.muted">
              {TRUCK_MESSAGES.noDriversAvailable}
            </Text>
          ) : (
            <Stack as="ul" gap="0" listStyleType="none">
              {drivers.map((d) => (
                <Flex as="li" key={d.id} justify="space-between" align="center" gap="3" py="1.5" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                  <Checkbox
                    checked={selected.has(d.id)}
                    onChange={(e) => toggle(d.id, { name: d.full_name, truck: d.truck_number ?? null }, e.currentTarget.checked)}
                    disabled={assign.isPending || choices.stale}
                  >
                    {d.full_name}
                  </Checkbox>
                  <Text fontSize="xs" color={d.truck_number ? 'fg' : 'fg.muted'} flexShrink={0}>
                    {d.truck_number ? `Truck ${d.truck_number}` : TRUCK_MESSAGES.noTruck}
                  </Text>
                </Flex>
              ))}
              {choices.hasNextPage ? (
                <Box as="li" pt="2">
                  <Button size="xs" variant="ghost" loading={choices.isFetchingNextPage} disabled={choices.stale} onClick={() => void choices.fetchNextPage()}>
                    Show more ({drivers.length} of {total})
                  </Button>
                </Box>
              ) : null}
            </Stack>
          )}
        </Box>
      </Stack>
    </FormDialog>
  );
}
