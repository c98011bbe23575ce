import { useState } from 'react';
import { BusyLabels } from '@haulboard/shared/forms';
import { Button, Stack } from '@haulboard/shared/ui';
import { DriverPicker, type PickedDriver } from '../../../components/driver-picker/driver-picker';

/** The Assign Driver tab of an unassigned load: pick a driver, then Complete Assignment. */
export function AssignDriverPanel({ busy, onAssign }: { busy: boolean; onAssign: (driver: PickedDriver) => void }) {
  const [driver, setDriver] = useState<PickedDriver | null>(null);
  return (
    <Stack gap="4" maxW="xl">
      <DriverPicker label="Select Driver" value={driver} onChange={setDriver} disabled={busy} />
      <Button
        alignSelf="flex-start"
        colorPalette="blue"
        disabled={!driver || busy}
        loading={busy}
        loadingText={BusyLabels.assign}
        onClick={() => driver && onAssign(driver)}
      >
        Complete Assignment
      </Button>
    </Stack>
  );
}
