// The design system of the suite. Apps import UI only from here, never `@chakra-ui/react`
// directly: a second copy would carry its own context (and its own 300 KiB).

// Chakra parts the suite uses, re-exported so Chakra is bundled once, tree-shaken, in this entry.
// Parts with state machines (dialog, drawer, menu, tabs...) are not re-exported: screens use
// the composites below, whose code loads when first shown, so the first page never pays for them.
export {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  CloseButton,
  Field,
  Flex,
  Heading,
  HStack,
  Icon,
  IconButton,
  Input,
  InputGroup,
  Link,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  VStack,
  chakra,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps, HTMLChakraProps } from '@chakra-ui/react';

// Icons the shared screens and the shell draw (lucide, tree-shaken to these), beside the one copy
// of lucide's icon factory this share carries: the shell importing them from lucide itself put a
// second copy of the factory in its own chunk (1.5 KiB gzip on every admin route). Areas import the
// other icons they need themselves: icons carry no context.
export {
  ChartColumn,
  Clock,
  Eye,
  EyeOff,
  Handshake,
  History,
  IdCard,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageCircle,
  Package,
  ReceiptText,
  ScrollText,
  Search,
  Truck,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

export { system } from './system';
export { FullUiProvider, UiProvider } from './provider';
export { toaster, Toaster, TOAST_DURATION_MS, type ToastOptions } from './toaster';
export { PageHeader } from './page-header';
export { DataTable, type Column, type DataTableProps, type TableCards, type TableSelection } from './data-table';
export { Pagination, pageWindow } from './pagination';
export { ListFooter, type ListFooterProps } from './list-footer';
export { Panel } from './panel';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ActionMenu, type ActionMenuItem, type ActionMenuProps } from './action-menu';
export { SideSheet, type SideSheetProps } from './side-sheet';
export { Checkbox } from './checkbox';
export { SearchSelect, type SearchSelectHandoff, type SearchSelectOption, type SearchSelectProps } from './search-select';
export { lazyPart, useLazyPartsReady, type PreloadablePart } from './lazy-part';
export { WhenVisible, type WhenVisibleProps } from './when-visible';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { SearchInput, type SearchInputProps } from './search-input';
export { ListToolbar, type ListToolbarProps, type ListToolbarSelect } from './list-toolbar';
export { StatusBadge, type StatusBadgeProps } from './status-badge';
export { ExpiryBadge, type ExpiryBadgeProps } from './expiry-badge';
export { DetailsDialog, type DetailsDialogProps, type DetailFieldsProps } from './details-dialog';
export { DetailFields } from './detail-fields';
export { ExportCsvButton, useLatestCallback } from './export-button';
export { BulkBar, type BulkBarProps } from './bulk-bar';
export { EmptyState, ErrorState, LoadingState, RETRY_LABEL } from './states';
export { DateInput, TimeInput } from './date-time-inputs';
export { FilePicker, type FilePickerProps } from './file-picker';
export { useObjectUrl } from './use-object-url';
export { AsyncCombobox, type AsyncComboboxItem, type AsyncComboboxProps } from './async-combobox';
export { DocumentViewer, type DocumentKind, type DocumentViewerProps } from './document-viewer';
export { PasswordInput } from './password-input';
export { BusyLabels } from './busy-labels';
