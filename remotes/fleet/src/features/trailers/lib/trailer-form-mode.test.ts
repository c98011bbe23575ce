import { aTrailer, aTruck } from '@haulboard/shared/testing';
import { canSaveTrailer, initialTrailerValues, isFieldLocked, TRAILER_FORM_MODES, TRAILER_FORM_RULES, trailerCall, truckChoices } from './trailer-form-mode';

const assigned = aTrailer({ id: 7, tailer_name: 'Reefer 53', trailer_number: 'TRL-7', truck_number: 'TRK-1', truck_id: 1 });
const trucks = [aTruck({ id: 1, truck_number: 'TRK-1', truck_model: 'Volvo' }), aTruck({ id: 2, truck_number: 'TRK-2', truck_model: 'Kenworth' })];

describe('trailer form modes', () => {
  it('locks the name and number in edit and assign modes, nothing in add mode, and every field while saving', () => {
    const fields = ['tailer_name', 'trailer_number', 'truck_number'] as const;
    const lockedBy = (mode: (typeof TRAILER_FORM_MODES)[number], saving: boolean) => fields.filter((f) => isFieldLocked(mode, f, saving));
    expect(lockedBy('add', false)).toEqual([]);
    expect(lockedBy('edit', false)).toEqual(['tailer_name', 'trailer_number']);
    expect(lockedBy('assign', false)).toEqual(['tailer_name', 'trailer_number']);
    for (const mode of TRAILER_FORM_MODES) expect(lockedBy(mode, true)).toEqual(fields);
  });

  it("titles each mode, 'Assign Trailer to Truck' for assign, with the spec's busy labels and toasts", () => {
    expect(TRAILER_FORM_RULES).toMatchObject({
      add: { title: 'Add Trailer', busyLabel: 'Saving...', success: 'Trailer added successfully', failure: 'Error adding trailer' },
      edit: {
        title: 'Edit Trailer',
        submitLabel: 'Save',
        busyLabel: 'Updating...',
        success: 'Trailer updated successfully',
        failure: 'Error updating trailer',
      },
      assign: {
        title: 'Assign Trailer to Truck',
        submitLabel: 'Save',
        busyLabel: 'Assigning...',
        success: 'Trailer assigned successfully',
        failure: 'Error assigning trailer',
      },
    });
  });

  it('allows a save only once the name and number hold more than blanks', () => {
    expect(canSaveTrailer({ tailer_name: '', trailer_number: '' })).toBe(false);
    expect(canSaveTrailer({ tailer_name: 'Flatbed', trailer_number: '  ' })).toBe(false);
    expect(canSaveTrailer({ tailer_name: ' ', trailer_number: 'TRL-1' })).toBe(false);
    expect(canSaveTrailer({ tailer_name: 'Flatbed', trailer_number: 'TRL-1' })).toBe(true);
  });

  it('starts blank to add and from the trailer otherwise', () => {
    expect(initialTrailerValues(null)).toEqual({ tailer_name: '', trailer_number: '', truck_number: '' });
    expect(initialTrailerValues(assigned)).toEqual({ tailer_name: 'Reefer 53', trailer_number: 'TRL-7', truck_number: 'TRK-1' });
  });
});

describe('truckChoices', () => {
  it('offers one truck per number, in the order given', () => {
    const choices = truckChoices([...trucks, aTruck({ id: 9, truck_number: 'TRK-1', truck_model: 'Copy' })]);
    expect(choices).toEqual([
      { id: 1, number: 'TRK-1', label: 'TRK-1 (Volvo)' },
      { id: 2, number: 'TRK-2', label: 'TRK-2 (Kenworth)' },
    ]);
  });

  it("keeps the trailer's current truck a choice while the trucks have not come (or no longer list it)", () => {
    expect(truckChoices([], assigned)).toEqual([{ id: 1, number: 'TRK-1', label: 'TRK-1' }]);
    expect(truckChoices(trucks, assigned)).toHaveLength(2);
    expect(truckChoices([], aTrailer())).toEqual([]);
  });
});

describe('trailerCall', () => {
  const choices = truckChoices(trucks);

  it('creates with the typed name and number (trimmed) and the truck by number, null when unassigned', () => {
    expect(trailerCall('add', null, { tailer_name: ' Dry Van ', trailer_number: 'TRL-9 ', truck_number: 'TRK-2' }, choices)).toEqual({
      kind: 'create',
      body: { tailer_name: 'Dry Van', trailer_number: 'TRL-9', truck_number: 'TRK-2' },
    });
    expect(trailerCall('add', null, { tailer_name: 'Dry Van', trailer_number: 'TRL-9', truck_number: '' }, choices)).toMatchObject({
      body: { truck_number: null },
    });
  });

  it("updates with the trailer's own name and number whatever the locked fields hold: an edit changes the truck", () => {
    expect(trailerCall('edit', assigned, { tailer_name: 'Typed over', trailer_number: 'X', truck_number: 'TRK-2' }, choices)).toEqual({
      kind: 'update',
      id: 7,
      body: { tailer_name: 'Reefer 53', trailer_number: 'TRL-7', truck_number: 'TRK-2' },
    });
    expect(trailerCall('edit', assigned, { ...initialTrailerValues(assigned), truck_number: '' }, choices)).toMatchObject({ body: { truck_number: null } });
  });

  it('assigns by truck id, and unassigns with truck_id null', () => {
    expect(trailerCall('assign', assigned, { ...initialTrailerValues(assigned), truck_number: 'TRK-2' }, choices)).toEqual({
      kind: 'assign',
      body: { trailer_id: 7, truck_id: 2 },
    });
    expect(trailerCall('assign', assigned, { ...initialTrailerValues(assigned), truck_number: '' }, choices)).toEqual({
      kind: 'assign',
      body: { trailer_id: 7, truck_id: null },
    });
  });

  it('refuses an edit or assignment without a trailer, and a truck that is not a choice', () => {
    expect(() => trailerCall('edit', null, initialTrailerValues(null), choices)).toThrow();
    expect(() => trailerCall('assign', assigned, { ...initialTrailerValues(assigned), truck_number: 'NOPE' }, choices)).toThrow();
  });
});
