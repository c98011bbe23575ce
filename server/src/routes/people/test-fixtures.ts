// Rows the people tests need from other areas, inserted directly (not used by the app).
import type { Db } from '../../db/client';
import { assignments, loads, truckDrivers, trucks } from '../../db/schema';

let seq = 0;

/** A load with an assignment to `driverId` (or none), in `status`. */
export async function insertLoad(db: Db, status: 'unassigned' | 'assigned' | 'delivered', driverId?: number) {
  seq += 1;
  const [load] = await db
    .insert(loads)
    .values({
      loadname: `Load ${seq}`,
      pickupLocation: 'Dallas, TX',
      deliveryLocation: 'Austin, TX',
      pickupDate: '2030-01-02',
      pickupTime: '08:00',
      deliveryDate: '2030-01-03',
      deliveryTime: '17:00',
      weightLbs: 1000,
      status,
      deliveredAt: status === 'delivered' ? new Date() : null,
    })
    .returning({ id: loads.id });
  if (driverId !== undefined) await db.insert(assignments).values({ loadId: load.id, driverId });
  return load.id;
}

export async function insertTruck(db: Db, truckNumber: string, driverIds: number[] = []) {
  const [truck] = await db
    .insert(trucks)
    .values({ truckNumber, truckModel: 'Volvo VNL', vinNumber: `VIN${truckNumber}` })
    .returning({ id: trucks.id });
  for (const driverId of driverIds) await db.insert(truckDrivers).values({ truckId: truck.id, driverId });
  return truck.id;
}
