import type { ReactNode } from 'react';
import { Box, Center, Heading, Stack, Text } from '@haulboard/shared/ui';

/** The card every signed-out screen sits in. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Center as="main" minH="100dvh" bg="bg.subtle" px="4" py="10">
      <Box w="full" maxW="md" bg="bg" borderWidth="1px" rounded="xl" shadow="sm" p={{ base: '6', md: '8' }}>
        <Stack gap="2" mb="6" textAlign="center">
          <Text fontWeight="bold" color="blue.fg" letterSpacing="wide">
            Haulboard
          </Text>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {children}
      </Box>
    </Center>
  );
}
