import { type InputHTMLAttributes, type ReactNode, useEffect, useRef } from 'react';

type ChoiceProps = { checked: boolean; labelClassName: string; children: ReactNode } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'checked' | 'defaultChecked'
>;

/**
 * A labelled checkbox or radio that shows a click at once, while the router navigates to the
 * URL it asks for (a controlled box would spring back until the list loads), and follows the
 * URL when it changes otherwise (Back, "Clear filters"). Drawn once, not anew with each URL, so
 * focus stays on the box just ticked, in the page and in the filters' dialog alike.
 */
export function SyncedChoice({ checked, labelClassName, children, ...input }: ChoiceProps) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.checked = checked;
  }, [checked]);
  return (
    <label className={labelClassName}>
      <input ref={box} defaultChecked={checked} {...input} />
      {children}
    </label>
  );
}
