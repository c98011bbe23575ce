import { useState } from 'react';
import type { Load } from '@haulboard/shared/contracts';
import { NOT_AVAILABLE } from '@haulboard/shared/format';
import { BusyLabels, Button, HStack, Stack, Text, toaster } from '@haulboard/shared/ui';
import { Grid } from '@haulboard/shared/ui-parts';
import { DriverPicker, type PickedDriver } from '../../../components/driver-picker/driver-picker';

type Props = {
  load: Load;
  busy: boolean;
  /** Resolves true when the driver was changed. */
  onChange: (assignmentId: number, driver: PickedDriver) => Promise<boolean>;
};

/** The Driver Details tab: who drives the load, and for assigned loads Edit Driver. */
export function DriverDetailsPanel({ load, busy, onChange }: Props) {
  const current = load.assigned_driver;
  const assignmentId = load.assignments[0]?.id ?? null;
  const [editing, setEditing] = useState(false);
  const [driver, setDriver] = useState<PickedDriver | null>(null);
  const start = () => {
    setDriver(current ? { id: current.id, name: current.name, email: current.email } : null);
    setEditing(true);
  };
  const save = async () => {
    if (!driver) return void toaster.error({ title: 'Please select a driver' });
    if (assignmentId === null) return void toaster.error({ title: 'No assignment found to update' });
    if (await onChange(assignmentId, driver)) setEditing(false);
  };
  return (
    <Stack gap="4" maxW="xl">
      <Grid templateColumns="minmax(8rem, 35%) 1fr" rowGap="2" columnGap="3" as="dl">
        <Item label="Driver Name" value={current?.name} />
        <Item label="Email" value={current?.email} />
        <Item label="Vehicle" value={current?.vehicle_plate_no} />
        <Item label="Assignment ID" value={assignmentId === null ? null : String(assignmentId)} />
      </Grid>
      {load.status === 'assigned' ? (
        editing ? (
          <Stack gap="3">
            <DriverPicker label="New Driver" value={driver} onChange={setDriver} disabled={busy} pickupDate={load.pickup_date} />
            <HStack>
              <Button colorPalette="blue" onClick={save} loading={busy} loadingText={BusyLabels.update}>
                Save
              </Button>
              <Button variant="outline" onClick={() => setEditing(false)} disabled={busy}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Button alignSelf="flex-start" variant="outline" onClick={start}>
            Edit Driver
          </Button>
        )
      ) : null}
    </Stack>
  );
}

function Item({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
        {value || NOT_AVAILABLE}
      </Text>
    </>
  );
}
