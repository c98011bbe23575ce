import { Field, Input, InputGroup } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { lazyPart } from './lazy-part';

export type SearchSelectOption = { value: string; label: string };

export type SearchSelectProps = {
  /** The visible label, also the combobox's accessible name. */
  label: string;
  /** The chosen option's value; '' is the 'All' choice. */
  value: string;
  /** May be long (a month's 10,000 load numbers): only `limit` matches are drawn at a time. */
  options: readonly SearchSelectOption[];
  onChange: (value: string) => void;
  /** The first choice, standing for no filter. */
  allLabel?: string;
  /** How many matches the list draws (default 50); typing narrows the rest. */
  limit?: number;
};

/** Handed over by the stand-in drawn until the field was used (see SearchSelect). */
export type SearchSelectHandoff = {
  /** What was typed into it, */
  initialDraft?: string | null;
  /** whether it had the focus, */
  autoFocus?: boolean;
  /** and whether a click, an arrow or typing opened it (the list opens). */
  initialOpen?: boolean;
};

const Impl = lazyPart(() => import('./search-select-impl'));
let loaded = false;
const preload = () =>
  Impl.preload().then(() => {
    loaded = true;
  });

/**
 * A filter select one can type into: the list shows the options containing what was typed,
 * at most `limit` of them, with 'All' first while nothing is typed. Built on Chakra's
 * combobox, whose code (about 30 KiB gzip with its positioning and dismissal) loads when the
 * field is first pointed at, focused or typed in: until then a plain input of its name, look
 * and choice stands in, and hands over what was typed, the focus and the opening. So a screen
 * that opens on one (the dashboard's Load No) does not carry the combobox in its first load.
 */
export function SearchSelect(props: SearchSelectProps) {
  const { label, value, options, allLabel = 'All' } = props;
  // A field opened with a choice is the real one from the start (its Clear button is there).
  const [ready, setReady] = useState(() => loaded || value !== '');
  const [draft, setDraft] = useState<string | null>(null);
  const handoff = useRef<SearchSelectHandoff>({ autoFocus: false, initialOpen: false });
  const id = useId();
  if (ready) return <Impl {...props} {...handoff.current} initialDraft={draft} />;
  const want = (how: SearchSelectHandoff) => {
    Object.assign(handoff.current, how);
    void preload().then(() => setReady(true));
  };
  const chosen = value ? (options.find((o) => o.value === value)?.label ?? value) : allLabel;
  return (
    <Field.Root width="full" onPointerEnter={() => void preload()}>
      <Field.Label fontSize="sm" htmlFor={id}>
        {label}
      </Field.Label>
      <InputGroup endElement={<ChevronDown size={16} aria-hidden />}>
        <Input
          id={id}
          size="sm"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          autoComplete="off"
          placeholder={chosen}
          value={draft ?? chosen}
          onFocus={() => want({ autoFocus: true })}
          onPointerDown={() => want({ autoFocus: true, initialOpen: true })}
          onKeyDown={(e) => (e.key === 'ArrowDown' || e.key === 'ArrowUp') && want({ autoFocus: true, initialOpen: true })}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            want({ autoFocus: true, initialOpen: true });
          }}
        />
      </InputGroup>
    </Field.Root>
  );
}
/** Starts loading the combobox before it is needed; settles once its code is there. */
SearchSelect.preload = preload;
