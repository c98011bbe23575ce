import { detailTitle, editValuesOf, tabsFor } from './detail-rules';
import { aLoad } from '../../../lib/load-fixture';

describe('detail rules', () => {
  it('titles the screen by status', () => {
    expect(detailTitle('delivered')).toBe('Load Delivered Successfully');
    expect(detailTitle('unassigned')).toBe('Assign Driver to Load');
    expect(detailTitle('assigned')).toBe('Assigned Load Details');
    expect(detailTitle(undefined)).toBe('Load Details');
  });

  it('gives unassigned loads Assign Driver and Upload Documents, the others Driver Details and Documents', () => {
    expect(tabsFor('unassigned').map((t) => t.label)).toEqual(['Assign Driver', 'Upload Documents']);
    expect(tabsFor('assigned').map((t) => t.label)).toEqual(['Driver Details', 'Documents']);
    expect(tabsFor('delivered').map((t) => t.label)).toEqual(['Driver Details', 'Documents']);
  });

  it('holds numbers as text, missing fees as empty, and times as HH:MM for the time inputs', () => {
    const v = editValuesOf(aLoad({ pickup_time: '09:05:00', toll_price: null, weight_lbs: 42000.5 }));
    expect(v).toMatchObject({ pickup_time: '09:05', toll_price: '', weight_lbs: '42000.5', payment: 'Unpaid' });
  });
});
