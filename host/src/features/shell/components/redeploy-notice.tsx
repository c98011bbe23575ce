import { useState } from 'react';
import { Button, CloseButton, Flex, HStack, Text } from '@haulboard/shared/ui';
import { useRedeployCheck } from '../hooks/use-redeploy-check';
import { page } from '../lib/reload-page';
import { useUnsavedInput } from '../lib/unsaved-input';

/**
 * A quiet line at the foot of the page once an area has been redeployed: it never takes focus
 * or blocks anything, and reloads only when asked (after a warning if typed input would be lost).
 */
export function RedeployNotice() {
  const redeployed = useRedeployCheck();
  const unsaved = useUnsavedInput();
  const [dismissed, setDismissed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!redeployed || dismissed) return null;
  const warn = confirming && unsaved;
  const reload = () => (unsaved && !confirming ? setConfirming(true) : page.reload());
  return (
    <Flex
      role="status"
      aria-label="Haulboard has been updated"
      position="fixed"
      bottom="4"
      left="50%"
      transform="translateX(-50%)"
      w="max-content"
      maxW="calc(100vw - 2rem)"
      zIndex="toast"
      align="center"
      gap="3"
      ps="4"
      pe="2"
      py="2"
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      shadow="lg"
    >
      <Text fontSize="sm">
        {warn ? 'What you typed and have not sent or saved will be lost.' : 'Haulboard has been updated. Reload to use the new version.'}
      </Text>
      <HStack gap="1" flexShrink={0}>
        <Button size="xs" onClick={reload}>
          {warn ? 'Reload anyway' : 'Reload'}
        </Button>
        {warn ? (
          <Button size="xs" variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        ) : (
          <CloseButton size="xs" aria-label="Dismiss" onClick={() => setDismissed(true)} />
        )}
      </HStack>
    </Flex>
  );
}
