import { Box, HStack, Text, VisuallyHidden } from '@haulboard/shared/ui';

const STEPS = ['Email', 'Verification code', 'New password'] as const;

/** 'Step N of 3' and three circles, the done and current ones filled. */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  return (
    <Box textAlign="center" mb="6">
      <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
        Step {step} of 3
      </Text>
      <HStack as="ol" justify="center" gap="3" listStyleType="none" aria-label="Progress">
        {STEPS.map((name, i) => {
          const n = i + 1;
          const state = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <HStack as="li" key={name} gap="3" aria-current={state === 'current' ? 'step' : undefined}>
              <Box
                data-testid="step-circle"
                data-state={state}
                display="grid"
                placeItems="center"
                boxSize="8"
                rounded="full"
                fontSize="sm"
                fontWeight="semibold"
                borderWidth="2px"
                borderColor={state === 'todo' ? 'border' : 'blue.solid'}
                bg={state === 'todo' ? 'bg' : 'blue.solid'}
                color={state === 'todo' ? 'fg.muted' : 'blue.contrast'}
              >
                {n}
                <VisuallyHidden>
                  {name}
                  {state === 'done' ? ' (done)' : state === 'current' ? ' (current)' : ''}
                </VisuallyHidden>
              </Box>
              {n < STEPS.length && <Box aria-hidden w="8" h="0.5" bg={n < step ? 'blue.solid' : 'border'} />}
            </HStack>
          );
        })}
      </HStack>
    </Box>
  );
}
