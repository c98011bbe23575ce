import { Panel, Text } from '@haulboard/shared/ui';

// Scaffold: the trucks helper replaces this with the All Trucks card.
export function TrucksCard() {
  return (
    <Panel>
      <Text>All Trucks</Text>
    </Panel>
  );
}
