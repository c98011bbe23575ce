import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { queryKeys } from '@haulboard/shared/api/admin';
import type { Column } from '@haulboard/shared/ui';
import type { DispatchersQuery } from '@haulboard/shared/api/admin';
import type { ListResource, PageOf } from '@haulboard/shared/resources';

/** What both lists' rows have: the name shown and the login the profile is opened by. */
export type PersonRow = { id: number; full_name: string; email: string };
export type PersonKind = 'dispatcher' | 'driver';

/**
 * What makes one people list differ from the other: its words, its columns, its call and its
 * cache. The screen, the table, the toolbar and the add dialog are the same for both.
 */
export type PeopleListConfig<Row extends PersonRow> = {
  kind: PersonKind;
  /** The page's title ('Dispatchers'). */
  title: string;
  /** 'dispatchers': the search box's and the table's names, the count line. */
  plural: string;
  addLabel: string;
  addTitle: string;
  /** The field submitted as the login (`email`): Email for dispatchers, Phone Number for drivers. */
  login: { label: string; type: 'email' | 'tel'; placeholder: string };
  columns: readonly Column<Row>[];
  /** The resource's query keys: its lists are cached under them, and a change invalidates `all`. */
  keys: typeof queryKeys.dispatchers | typeof queryKeys.drivers;
  event: 'dispatchers:changed' | 'drivers:changed';
  /** The paged list's definition: its call, page size and failure message. */
  resource: ListResource<DispatchersQuery, PageOf<Row>>;
  messages: {
    loading: string;
    empty: string;
    added: string;
    addFailed: string;
  };
};

/** The row's delete: a confirmed mutation (drivers), or a reason it is disabled (dispatchers). */
export type PeopleDelete<Row extends PersonRow> =
  | { mutation: UseMutationResult<unknown, Error, Row>; question: (row: Row) => ReactNode; disabledReason?: undefined }
  | { disabledReason: string; mutation?: undefined; question?: undefined };
