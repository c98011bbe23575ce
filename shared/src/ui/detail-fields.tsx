import type { DetailFieldsProps } from './details-dialog';

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Label and value pairs as a description list, two columns from 480 px (kit CSS `.hb-details`).
 * Plain elements: a details dialog or a profile draws a dozen.
 */
export function DetailFields({ fields, empty = 'N/A' }: DetailFieldsProps) {
  return (
    <dl className="hb-details">
      {fields.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{isEmpty(value) ? empty : value}</dd>
        </div>
      ))}
    </dl>
  );
}
