import { useId } from 'react';
import { chakra, Heading } from '@haulboard/shared/ui';
import { Card } from '@haulboard/shared/ui-parts';
import { shownValue, type ProfileField } from '../lib/profile-config';

/** A titled card of label and value pairs (a description list); empty values read 'Not provided'. */
export function DetailsCard<P>({ title, fields, person }: { title: string; fields: readonly ProfileField<P>[]; person: P }) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} minW="0">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <chakra.dl display="grid" gridTemplateColumns="minmax(7rem, 40%) minmax(0, 1fr)" columnGap="3">
          {fields.map((field) => {
            const raw = field.value(person);
            const empty = raw === null || raw === '';
            return (
              <chakra.div key={field.label} display="contents">
                <chakra.dt color="fg.muted" fontSize="sm" py="2" borderBottomWidth="1px" borderColor="border.muted">
                  {field.label}
                </chakra.dt>
                <chakra.dd
                  m="0"
                  py="2"
                  borderBottomWidth="1px"
                  borderColor="border.muted"
                  fontWeight={empty ? 'normal' : 'medium'}
                  color={empty ? 'fg.muted' : undefined}
                  fontStyle={empty ? 'italic' : undefined}
                  overflowWrap="anywhere"
                >
                  {shownValue(raw)}
                </chakra.dd>
              </chakra.div>
            );
          })}
        </chakra.dl>
      </Card.Body>
    </Card.Root>
  );
}
