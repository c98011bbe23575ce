import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Column } from '@haulboard/shared/ui';
import type { DispatchersQuery } from '@haulboard/shared/api/admin';
import type { ChangingResource, ListResource, PageOf } from '@haulboard/shared/resources';

/** What both lists' rows have: the name shown and the login the profile is opened by. */
export type PersonRow = { id: number; full_name: string; email: string; deactivated_at: string | null };
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
  /** The resource's definition: its list's call, page size and failure message, and what adding a person refreshes and tells. */
  resource: ListResource<DispatchersQuery, PageOf<Row>> & ChangingResource;
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
