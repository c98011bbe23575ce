import { useState } from 'react';
import { BusyLabels, Button, Stack } from '@haulboard/shared/ui';
import { DriverPicker, type PickedDriver } from '../../../components/driver-picker/driver-picker';

type Props = { busy: boolean; onAssign: (driver: PickedDriver) => void; /** The load's: the drivers' trucks are judged on it. */ pickupDate: string };

/** The Assign Driver tab of an unassigned load: pick a driver (warned about a truck expired by the pickup), then Complete Assignment. */
export function AssignDriverPanel({ busy, onAssign, pickupDate }: Props) {
  const [driver, setDriver] = useState<PickedDriver | null>(null);
  return (
    <Stack gap="4" maxW="xl">
      <DriverPicker label="Select Driver" value={driver} onChange={setDriver} disabled={busy} pickupDate={pickupDate} />
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
