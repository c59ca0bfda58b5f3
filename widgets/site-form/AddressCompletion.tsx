import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Runtime } from '../../src/runtime/types';
import type { AddressComboboxProps } from './AddressCombobox';

/** What the completion is handed (src/ui/forms: the address field's first line). */
export interface AddressCompletionProps {
  rt: Pick<Runtime, 'api' | 'config'>;
  inputId: string;
  parts: string[];
  fill: (parts: string[]) => void;
}

/**
 * The address completion's stand-in, in the site form's chunk: nothing but two listeners on the address field's first
 * line. The completion itself (./AddressCombobox.tsx and the places calls, a chunk of its own) loads when the visitor
 * focuses or types in that line; until then, and for good if it cannot load (one console error), the line is a plain
 * input. Nothing is asked of the platform before the visitor types.
 */
export function AddressCompletion({ rt, inputId, parts, fill }: AddressCompletionProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [loaded, setLoaded] = useState<{ Combobox: ComponentType<AddressComboboxProps>; input: HTMLInputElement } | null>(null);
  useEffect(() => {
    const root = anchor.current?.getRootNode() as Document | ShadowRoot | undefined;
    const found = root?.getElementById(inputId);
    if (!(found instanceof HTMLInputElement)) return;
    const input = found;
    const stop = () => ['focus', 'input'].forEach((type) => input.removeEventListener(type, load));
    function load() {
      stop();
      import('./AddressCombobox').then(
        (m) => setLoaded({ Combobox: m.AddressCombobox, input }),
        (error: unknown) =>
          console.error(
            `[storefront] site-form: the address completion could not be loaded; the address is typed in full: ${error instanceof Error ? error.message : String(error)}`,
          ),
      );
    }
    ['focus', 'input'].forEach((type) => input.addEventListener(type, load));
    return stop;
  }, [inputId]);
  return (
    <span ref={anchor} className="completion">
      {loaded && <loaded.Combobox rt={rt} input={loaded.input} parts={parts} fill={fill} />}
    </span>
  );
}
