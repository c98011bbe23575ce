import { formatHoursMinutes } from '@haulboard/shared/format';
import { Box, Flex, Stack, Text } from '@haulboard/shared/ui';
import { Skeleton } from '@haulboard/shared/ui-parts';
import { DashboardLimits, progressPercent } from '../lib/overview-rules';
import { Section } from './section';

export type TopEntry = { id: number; name: string; hours: number };

/** 'Top Working Drivers' / 'Top Working Dispatchers': the first 3, hours with a bar of hours x 10 %. */
export function TopList({ title, entries, loading, emptyText }: { title: string; entries: TopEntry[] | undefined; loading: boolean; emptyText: string }) {
  const shown = entries?.slice(0, DashboardLimits.topEntries);
  return (
    <Section title={title}>
      {loading ? (
        <Stack gap="4" aria-label={`Loading ${title}`}>
          {Array.from({ length: DashboardLimits.topEntries }, (_, i) => (
            <Skeleton key={i} height="8" />
          ))}
        </Stack>
      ) : !shown ? null : shown.length === 0 ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none">
          {shown.map((e) => {
            const pct = progressPercent(e.hours);
            return (
              <Box as="li" key={e.id}>
                <Flex justify="space-between" gap="3" mb="1.5">
                  <Text fontWeight="medium" truncate>
                    {e.name}
                  </Text>
                  <Text color="fg.muted" flexShrink={0}>
                    {formatHoursMinutes(e.hours * 60)}
                  </Text>
                </Flex>
                <Box
                  role="progressbar"
                  aria-label={`${e.name}: hours worked today`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(pct)}
                  h="2"
                  bg="bg.muted"
                  rounded="full"
                  overflow="hidden"
                >
                  <Box h="full" bg="blue.solid" rounded="full" style={{ width: `${pct}%` }} />
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}
