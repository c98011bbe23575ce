import { Combobox, createListCollection, Spinner, HStack, Text, Field } from '@chakra-ui/react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AsyncComboboxItem, AsyncComboboxProps } from './async-combobox';

export default function AsyncComboboxImpl({
  label,
  selected,
  onSelect,
  items,
  onSearchChange,
  loading,
  error,
  placeholder = 'Type to search',
  emptyText = 'No matches',
  more = 0,
  disabled,
  maxListHeight = '300px',
  initialDraft = null,
  autoFocus = false,
  initialOpen = false,
}: AsyncComboboxProps) {
  // What the user is typing; null while not typing (the input then shows the choice). Typed into
  // the stand-in before this code came, it carries on here.
  const [draft, setDraft] = useState<string | null>(initialDraft);
  const input = useRef<HTMLInputElement>(null);
  // Focused in the stand-in: the focus moves here with the caret at the end of what was typed.
  // In the commit that swaps the inputs (a layout effect): a passive effect ran after the browser
  // could dispatch the next key, which then went to no input and was lost ('Phoe Broker' typed as
  // 'Phone Broker', seen in CI).
  useLayoutEffect(() => {
    if (autoFocus) input.current?.focus();
    // Once, as the stand-in hands over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // While the search for what was typed is on its way, the matches are the previous search's: only
  // those whose label holds the text stay, so neither the first-item highlight nor Enter picks a row
  // about to be replaced (a fast typist's Enter took another broker than the one typed).
  const typed = loading && draft ? draft.trim().toLowerCase() : '';
  const shown = useMemo(() => (typed ? items.filter((i) => i.label.toLowerCase().includes(typed)) : items), [items, typed]);
  // The chosen item stays in the collection so zag can keep it selected while the matches change.
  const all = useMemo(() => (selected && !shown.some((i) => i.value === selected.value) ? [...shown, selected] : [...shown]), [shown, selected]);
  const collection = useMemo(() => createListCollection<AsyncComboboxItem>({ items: all, itemToValue: (i) => i.value, itemToString: (i) => i.label }), [all]);
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Combobox.Root
        width="full"
        collection={collection}
        value={selected ? [selected.value] : []}
        inputValue={draft ?? selected?.label ?? ''}
        openOnClick
        defaultOpen={initialOpen && !disabled}
        disabled={disabled}
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true, strategy: 'fixed' }}
        onInputValueChange={(d) => {
          if (d.reason !== 'input-change') return;
          setDraft(d.inputValue);
          onSearchChange(d.inputValue);
        }}
        onOpenChange={(d) => {
          if (!d.open) setDraft(null);
        }}
        onValueChange={(d) => {
          setDraft(null);
          const item = d.items[0] as AsyncComboboxItem | undefined;
          onSelect(item ?? null);
        }}
      >
        <Combobox.Label>{label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input ref={input} placeholder={placeholder} />
          <Combobox.IndicatorGroup>
            <Combobox.ClearTrigger aria-label={`Clear ${label}`} />
            <Combobox.Trigger aria-label={`Show ${label} choices`} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content maxH={maxListHeight} overflowY="auto">
            {loading ? (
              <HStack px="2" py="1.5" gap="2" color="fg.muted" role="status">
                <Spinner size="xs" aria-hidden />
                <Text fontSize="sm">Searching...</Text>
              </HStack>
            ) : null}
            {!loading && all.length === 0 ? (
              <Text px="2" py="1.5" fontSize="sm" color="fg.muted">
                {emptyText}
              </Text>
            ) : null}
            {all.map((item) => (
              <Combobox.Item key={item.value} item={item}>
                <Combobox.ItemText>
                  <Text as="span" display="block">
                    {item.label}
                    {item.badge ? <> {item.badge}</> : null}
                  </Text>
                  {item.description ? (
                    <Text as="span" display="block" fontSize="xs" color="fg.muted">
                      {item.description}
                    </Text>
                  ) : null}
                </Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
            {more > 0 ? (
              <Text px="2" py="1.5" fontSize="xs" color="fg.muted">
                {`${more.toLocaleString('en-US')} more. Type to narrow the list.`}
              </Text>
            ) : null}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {error ? (
        <Field.ErrorText role="alert" color="red.fg">
          {error}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}
