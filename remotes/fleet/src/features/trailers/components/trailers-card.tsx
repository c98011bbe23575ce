import { Panel, Text } from '@haulboard/shared/ui';

// Scaffold: the trailers helper replaces this with the All Trailers card.
export function TrailersCard() {
  return (
    <Panel>
      <Text>All Trailers</Text>
    </Panel>
  );
}
