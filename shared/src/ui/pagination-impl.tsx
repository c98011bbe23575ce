import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { pageWindow } from './pagination';

/** Previous, numbered pages, Next; rendered only when the results exceed one page (spec). */
export default function Pagination({
  count,
  pageSize,
  page,
  onPageChange,
}: {
  count: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const pages = Math.ceil(count / pageSize);
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pagination" gap="1" justify="center" wrap="wrap" py="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      {pageWindow(page, pages).map((p, i) =>
        p === 'gap' ? (
          <Text key={`gap-${i}`} px="1" aria-hidden>
            …
          </Text>
        ) : (
          <IconButton
            key={p}
            size="sm"
            variant={p === page ? 'solid' : 'outline'}
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPageChange(p)}
          >
            {p}
          </IconButton>
        ),
      )}
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}
