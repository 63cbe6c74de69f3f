import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the value of the last committed render: for a listener, a timer or a
 * vendor callback registered once that must call the newest handler (or read the newest props)
 * without being registered again. The one place such a ref is written, and it is written at
 * commit (a layout effect, before any effect or event can read it), never during render: a
 * render that is thrown away leaves no trace.
 *
 * @example const onCloseRef = useLatest(onClose); dialog.addEventListener('cancel', () => onCloseRef.current('escape'));
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
