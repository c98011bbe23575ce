import type { TopDispatcher } from '@haulboard/shared/contracts';
import type { WorkedToday } from '../../domain/worked-time';
import type { OverviewRow } from './repository';

/** The overview's JSON text from its batches: `{"months":[{"month":..,"items":[..]},..]}`, months ascending. */
export async function* overviewText(batches: AsyncIterable<OverviewRow[]>): AsyncGenerator<string> {
  yield '{"months":[';
  let month: string | null = null;
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) {
      if (row.month !== month) {
        chunk += `${month === null ? '' : ']},'}{"month":${JSON.stringify(row.month)},"items":[${row.item}`;
        month = row.month;
      } else {
        chunk += `,${row.item}`;
      }
    }
    yield chunk;
  }
  yield month === null ? ']}' : ']}]}';
}

/** The contract spells the dispatcher's first name `first_naem`. */
export const toTopDispatcher = ({ id, first_name, last_name, hours }: WorkedToday): TopDispatcher => ({ id, first_naem: first_name, last_name, hours });
