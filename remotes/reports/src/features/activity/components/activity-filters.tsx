import { memo } from 'react';
import { resources, useListController } from '@haulboard/shared/resources';
import { Button, Field, Flex } from '@haulboard/shared/ui';
import { DayRangeFields } from '@haulboard/shared/ui-fields';
import { NativeSelect } from '@haulboard/shared/ui-parts';
import { ACTIVITY_LIST_DEFAULTS, KIND_GROUPS, type ActivityKindFilter, type ActivityListValues } from '../lib/activity-params';

type Filters = Pick<ActivityListValues, 'actor' | 'kind' | 'from' | 'to'>;

/**
 * Who (everyone who has made a recorded write), what (the kinds grouped by what they are about)
 * and when (from and to, days included), each kept in the URL. Memoised: a new page of rows does
 * not redraw them.
 */
export const ActivityFilters = memo(function ActivityFilters({ actor, kind, from, to, onChange }: Filters & { onChange: (patch: Partial<Filters>) => void }) {
  const actors = useListController(resources.activity.actors);
  const filtered = actor !== '' || kind !== '' || from !== '' || to !== '';
  return (
    <Flex as="form" gap="3" wrap="wrap" align="flex-end" onSubmit={(e) => e.preventDefault()}>
      <Field.Root w={{ base: 'full', md: '13rem' }}>
        <Field.Label>Who</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={actor} onChange={(e) => onChange({ actor: e.currentTarget.value })}>
            <option value="">Everyone</option>
            {actors.rows?.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.name}
              </option>
            ))}
            {/* A link naming someone the list has not loaded yet keeps its choice meanwhile. */}
            {actor !== '' && !actors.rows?.some((a) => String(a.id) === actor) ? <option value={actor}>{`User ${actor}`}</option> : null}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ base: 'full', md: '15rem' }}>
        <Field.Label>What</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={kind} onChange={(e) => onChange({ kind: e.currentTarget.value as ActivityKindFilter })}>
            <option value="">Every change</option>
            {KIND_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <DayRangeFields from={from} to={to} onChange={onChange} />
      {filtered ? (
        <Button
          variant="ghost"
          onClick={() =>
            onChange({
              actor: ACTIVITY_LIST_DEFAULTS.actor,
              kind: ACTIVITY_LIST_DEFAULTS.kind,
              from: ACTIVITY_LIST_DEFAULTS.from,
              to: ACTIVITY_LIST_DEFAULTS.to,
            })
          }
        >
          Clear filters
        </Button>
      ) : null}
    </Flex>
  );
});
