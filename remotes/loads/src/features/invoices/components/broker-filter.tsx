import { memo, useMemo, useState } from 'react';
import { AsyncCombobox, type AsyncComboboxItem } from '@haulboard/shared/ui';
import { useComboboxStandIn } from '@haulboard/shared/ui-fields';
import { brokerItem, searchProps, useBrokerSearch } from '../../../components/broker-picker/broker-picker';

type Props = {
  label: string;
  placeholder: string;
  /** The broker's id ('' for none). */
  value: string;
  /** Names a broker chosen before the search listed it (a pasted link, a row's broker). */
  name: string | null;
  onChange: (broker: { id: string; name: string } | null) => void;
};

/** One broker by id, searched on the server as one types (one of thousands): the list's filter and New invoice's broker. */
export const BrokerIdPicker = memo(function BrokerIdPicker({ label, placeholder, value, name, onChange }: Props) {
  const [text, setText] = useState('');
  const search = useBrokerSearch(text);
  const items = useMemo<AsyncComboboxItem[]>(() => search.brokers.map((b) => brokerItem(b, String(b.id))), [search.brokers]);
  const selected = value ? { value, label: items.find((i) => i.value === value)?.label ?? name ?? `Broker ${value}` } : null;
  // The combobox's code loads when the field is first used: the screen's first load stays small.
  const standIn = useComboboxStandIn({ label, shown: selected?.label ?? '', placeholder, onSearchChange: setText });
  return (
    standIn.field ?? (
      <AsyncCombobox
        {...standIn.handoff}
        label={label}
        selected={selected}
        onSelect={(item) => onChange(item ? { id: item.value, name: item.label } : null)}
        items={items}
        {...searchProps(search, setText)}
        placeholder={placeholder}
        emptyText="No brokers found"
      />
    )
  );
});
