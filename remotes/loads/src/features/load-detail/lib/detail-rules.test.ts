import { deliveredAtOf, deliveryProblem, deliveryTimeAt, detailTitle, editValuesOf, tabsFor } from './detail-rules';
import { aLoad } from '../../../lib/load-fixture';

describe('detail rules', () => {
  it('titles the screen by status', () => {
    expect(detailTitle('delivered')).toBe('Load Delivered Successfully');
    expect(detailTitle('unassigned')).toBe('Assign Driver to Load');
    expect(detailTitle('assigned')).toBe('Assigned Load Details');
    expect(detailTitle(undefined)).toBe('Load Details');
  });

  it('gives unassigned loads Assign Driver and Upload Documents, the others Driver Details and Documents', () => {
    expect(tabsFor('unassigned').map((t) => t.label)).toEqual(['Assign Driver', 'Upload Documents', 'History']);
    expect(tabsFor('assigned').map((t) => t.label)).toEqual(['Driver Details', 'Documents', 'History']);
    expect(tabsFor('delivered').map((t) => t.label)).toEqual(['Driver Details', 'Documents', 'History']);
  });

  it('holds numbers as text, missing fees as empty, and times as HH:MM for the time inputs', () => {
    const v = editValuesOf(aLoad({ pickup_time: '09:05:00', toll_price: null, weight_lbs: 42000.5 }));
    expect(v).toMatchObject({ pickup_time: '09:05', toll_price: '', weight_lbs: '42000.5', payment: 'Unpaid' });
  });

  it('edits every field of the load, the price, broker and reference included (issue 28)', () => {
    expect(editValuesOf(aLoad({ price: 1800.25, broker: 'Valley Freight', loadNumber: 'PO-1' }))).toMatchObject({
      price: '1800.25',
      broker: 'Valley Freight',
      loadNumber: 'PO-1',
    });
    expect(editValuesOf(aLoad({ price: null, broker: null, loadNumber: null }))).toMatchObject({ price: '', broker: '', loadNumber: '' });
  });

  it('defaults a delivery to now on this clock and sends it as an instant', () => {
    const now = new Date(2026, 2, 11, 9, 5);
    expect(deliveryTimeAt(now)).toEqual({ date: '2026-03-11', time: '09:05' });
    expect(deliveredAtOf({ date: '2026-03-11', time: '09:05' })).toBe(now.toISOString());
    expect(deliveredAtOf({ date: '', time: '09:05' })).toBeNull();
  });

  it('refuses a delivery time missing, before the pickup day or in the future, allowing a few minutes of clock difference', () => {
    const now = new Date(2026, 2, 11, 9, 0);
    expect(deliveryProblem({ date: '2026-03-11', time: '' }, '2026-03-10', now)).toBe('Enter the date and time of the delivery');
    expect(deliveryProblem({ date: '2026-03-09', time: '08:00' }, '2026-03-10', now)).toBe('The delivery cannot be before the pickup date.');
    expect(deliveryProblem({ date: '2026-03-11', time: '09:30' }, '2026-03-10', now)).toBe('The delivery time cannot be in the future.');
    expect(deliveryProblem({ date: '2026-03-11', time: '09:04' }, '2026-03-10', now)).toBeNull();
    expect(deliveryProblem({ date: '2026-03-10', time: '00:00' }, '2026-03-10', now)).toBeNull();
  });
});
