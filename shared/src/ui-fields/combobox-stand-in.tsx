import { useId, useRef, useState } from 'react';
import { AsyncCombobox, Field, Input } from '@haulboard/shared/ui';

export type ComboboxStandInOptions = {
  label: string;
  /** The chosen item's label ('' for none): a field opened with a choice is the real one from the start (its Clear button is there). */
  shown: string;
  placeholder: string;
  onSearchChange: (text: string) => void;
  disabled?: boolean;
};

/** What a stand-in input says it is: a closed combobox one types into (the real one then takes its place). */
export const standInInputProps = (id: string) => ({ id, role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list', autoComplete: 'off' }) as const;

/**
 * A plain input of an AsyncCombobox's name and look, drawn until the field is first pointed at,
 * focused or typed in: Chakra's combobox (about 18 KiB gzip) then loads and takes its place with
 * what was typed, the focus and an opening click (`handoff`, spread on the AsyncCombobox). A
 * screen that opens on such a field (an unassigned load's driver, the settlements' driver filter)
 * does not carry the combobox in its first load, which would pass the 300 KiB budget.
 */
export function useComboboxStandIn({ label, shown, placeholder, onSearchChange, disabled }: ComboboxStandInOptions) {
  const [ready, setReady] = useState(() => shown !== '');
  const [draft, setDraft] = useState<string | null>(null);
  const handoff = useRef({ autoFocus: false, initialOpen: false });
  const id = useId();
  if (ready) return { field: null, handoff: { initialDraft: draft, ...handoff.current } };
  const want = (how: { autoFocus?: boolean; initialOpen?: boolean }) => {
    Object.assign(handoff.current, how);
    void AsyncCombobox.preload().then(() => setReady(true));
  };
  const field = (
    <Field.Root disabled={disabled} onPointerEnter={() => void AsyncCombobox.preload()}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input
        {...standInInputProps(id)}
        placeholder={placeholder}
        value={draft ?? shown}
        onFocus={() => want({ autoFocus: true })}
        onPointerDown={() => want({ autoFocus: true, initialOpen: true })}
        onChange={(e) => {
          setDraft(e.currentTarget.value);
          onSearchChange(e.currentTarget.value);
          want({ autoFocus: true, initialOpen: true });
        }}
      />
    </Field.Root>
  );
  return { field, handoff: {} };
}
