// Chakra parts only the admin screens draw (tables, selects, text areas, images, cards, grids,
// skeletons). Their own share, beside `ui`: shared modules are not tree-shaken, so whatever `ui`
// re-exports every first page carries, /login and the recovery screen included (1.3 KiB of gzip
// when these sat there, with /forgot-password at its 200 KiB). Screens import them from here; their
// recipes come with `FullUiProvider`, which every admin screen renders inside.
export { Card, Grid, Image, NativeSelect, Skeleton, Table, Textarea } from '@chakra-ui/react';
