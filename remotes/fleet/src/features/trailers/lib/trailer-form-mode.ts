import { FLEET_MESSAGES, type AssignTrailer, type Trailer, type TrailerInput, type Truck, type UpdateTrailerInput } from '@haulboard/shared/contracts';
import { BusyLabels } from '@haulboard/shared/ui';

/**
 * The trailer form's three modes (spec part 2 section 4): add; edit, where the name and number
 * are locked, so an edit changes the trailer's truck through update-trailer; assign-truck, titled
 * 'Assign Trailer to Truck', where too only the truck choice changes, through assign-trailer. Add
 * and edit draw the whole form; assign a dialog of its own with the truck alone as a field (issue
 * 27: the two looked the same), the name and number shown as text.
 */
export const TRAILER_FORM_MODES = ['add', 'edit', 'assign'] as const;
export type TrailerFormMode = (typeof TRAILER_FORM_MODES)[number];

export type TrailerFormField = 'tailer_name' | 'trailer_number' | 'truck_number';
/** What the form holds: the truck as its number ('' for Unassigned), as create- and update-trailer take it. */
export type TrailerFormValues = { tailer_name: string; trailer_number: string; truck_number: string };

type ModeRules = {
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** Fields the mode never lets change. */
  locked: readonly TrailerFormField[];
  success: string;
  failure: string;
};

export const TRAILER_FORM_RULES: Record<TrailerFormMode, ModeRules> = {
  add: {
    title: 'Add Trailer',
    submitLabel: 'Save',
    busyLabel: BusyLabels.save,
    locked: [],
    success: 'Trailer added successfully',
    failure: 'Error adding trailer',
  },
  edit: {
    title: 'Edit Trailer',
    submitLabel: 'Save',
    busyLabel: BusyLabels.update,
    locked: ['tailer_name', 'trailer_number'],
    success: 'Trailer updated successfully',
    failure: 'Error updating trailer',
  },
  assign: {
    title: 'Assign Trailer to Truck',
    submitLabel: 'Save',
    busyLabel: BusyLabels.assign,
    locked: ['tailer_name', 'trailer_number'],
    success: 'Trailer assigned successfully',
    failure: 'Error assigning trailer',
  },
};

/** Whether a field takes input: never the mode's locked ones, and none while a save runs. */
export const isFieldLocked = (mode: TrailerFormMode, field: TrailerFormField, saving: boolean) => saving || TRAILER_FORM_RULES[mode].locked.includes(field);

/** Save turns on once both required fields hold more than blanks (spec part 2 section 5). */
export const canSaveTrailer = (v: { tailer_name?: string; trailer_number?: string }) => !!v.tailer_name?.trim() && !!v.trailer_number?.trim();

export const REQUIRED_FIELDS_MESSAGE = FLEET_MESSAGES.requiredFields;

/** The form's first values: blank to add, the trailer's own otherwise. */
export function initialTrailerValues(trailer: Trailer | null): TrailerFormValues {
  return trailer
    ? { tailer_name: trailer.tailer_name, trailer_number: trailer.trailer_number, truck_number: trailer.truck_number }
    : { tailer_name: '', trailer_number: '', truck_number: '' };
}

export type TruckChoice = { id: number; number: string; label: string };

/**
 * The trucks a trailer can go to, one per truck number (spec part 2 section 9), in the order
 * given (the server's, by number). The trailer's current truck is always a choice, so the form
 * shows it while the trucks load, or if the list no longer has it.
 */
export function truckChoices(trucks: readonly Pick<Truck, 'id' | 'truck_number' | 'truck_model'>[], current?: Trailer | null): TruckChoice[] {
  const seen = new Set<string>();
  const choices: TruckChoice[] = [];
  for (const t of trucks) {
    if (seen.has(t.truck_number)) continue;
    seen.add(t.truck_number);
    choices.push({ id: t.id, number: t.truck_number, label: t.truck_model ? `${t.truck_number} (${t.truck_model})` : t.truck_number });
  }
  if (current?.truck_number && current.truck_id !== null && !seen.has(current.truck_number)) {
    choices.push({ id: current.truck_id, number: current.truck_number, label: current.truck_number });
  }
  return choices;
}

export type TrailerCall =
  { kind: 'create'; body: TrailerInput } | { kind: 'update'; id: number; body: UpdateTrailerInput } | { kind: 'assign'; body: AssignTrailer };

/**
 * The request a save makes. Edit and assign send the trailer's own name and number, whatever
 * the locked fields hold; assign names the truck by id (null unassigns), the others by number.
 */
export function trailerCall(mode: TrailerFormMode, trailer: Trailer | null, values: TrailerFormValues, choices: readonly TruckChoice[]): TrailerCall {
  const truckNumber = values.truck_number.trim();
  if (mode === 'add') {
    return {
      kind: 'create',
      body: { tailer_name: values.tailer_name.trim(), trailer_number: values.trailer_number.trim(), truck_number: truckNumber || null },
    };
  }
  if (!trailer) throw new Error(`The ${mode} mode needs a trailer`);
  if (mode === 'edit') {
    return {
      kind: 'update',
      id: trailer.id,
      body: { tailer_name: trailer.tailer_name, trailer_number: trailer.trailer_number, truck_number: truckNumber || null },
    };
  }
  const truck = truckNumber ? choices.find((c) => c.number === truckNumber) : undefined;
  if (truckNumber && !truck) throw new Error(`No truck numbered ${truckNumber} to assign`);
  return { kind: 'assign', body: { trailer_id: trailer.id, truck_id: truck ? truck.id : null } };
}
