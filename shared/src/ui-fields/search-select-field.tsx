import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Field, Input, InputGroup, SearchSelect, type SearchSelectHandoff, type SearchSelectProps } from '@haulboard/shared/ui';
import { standInInputProps } from './combobox-stand-in';

let loaded = false;
const preload = () =>
  SearchSelect.preload().then(() => {
    loaded = true;
  });

/**
 * A SearchSelect drawn as a plain input of its name, look and choice (role combobox) until it is
 * pointed at (the code starts loading), focused, clicked, arrowed or typed in: Chakra's combobox
 * (about 30 KiB gzip with its positioning and dismissal) then loads and takes its place with what
 * was typed, the focus and the opening. A screen that opens on such a filter (the dashboard's Load
 * No) does not carry the combobox in its first load. A field opened with a choice, or drawn once
 * the code is in the page, is the combobox from the start (its Clear button is there).
 */
export function SearchSelectField(props: SearchSelectProps) {
  const { label, value, options, allLabel = 'All' } = props;
  const [ready, setReady] = useState(() => loaded || value !== '');
  const [draft, setDraft] = useState<string | null>(null);
  const handoff = useRef<SearchSelectHandoff>({ autoFocus: false, initialOpen: false });
  const id = useId();
  if (ready) return <SearchSelect {...props} {...handoff.current} initialDraft={draft} />;
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
          {...standInInputProps(id)}
          size="sm"
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
