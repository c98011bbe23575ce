// virtua's VList as the tests see it: every item drawn in a plain list (jsdom measures no viewport).
import { forwardRef, useImperativeHandle, type HTMLAttributes, type ReactNode } from 'react';

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  data: unknown[];
  children: (item: unknown, i: number) => ReactNode;
  itemSize?: number;
};

export const VList = forwardRef<unknown, Props>(function VList({ data, children, itemSize: _estimate, ...rest }, ref) {
  useImperativeHandle(ref, () => ({ scrollToIndex: () => undefined }));
  return <div {...rest}>{data.map((item, i) => children(item, i))}</div>;
});
