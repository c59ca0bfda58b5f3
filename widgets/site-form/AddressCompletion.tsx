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
    // The line's input is this span's sibling: its focus and typing bubble to their part (`focusin`, `input`).
    const part = anchor.current?.parentElement;
    if (!part) return;
    const events = ['focusin', 'input'];
    const stop = () => events.forEach((type) => part.removeEventListener(type, load));
    function load(e: Pick<Event, 'target'>) {
      const input = e.target;
      if (!(input instanceof HTMLInputElement) || input.id != inputId) return;
      stop();
      import('./AddressCombobox').then(
        (m) => setLoaded({ Combobox: m.AddressCombobox, input }),
        (error: unknown) =>
          console.error(
            `[storefront] site-form: the address completion could not be loaded; the address is typed in full: ${error instanceof Error ? error.message : String(error)}`,
          ),
      );
    }
    events.forEach((type) => part.addEventListener(type, load));
    // Focused already (effects run after paint: a quick visitor, or a script's focus()): load now.
    const line = part.querySelector('input');
    if (line?.matches(':focus')) load({ target: line });
    return stop;
  }, [inputId]);
  return (
    <span ref={anchor} className="completion">
      {loaded && <loaded.Combobox rt={rt} input={loaded.input} parts={parts} fill={fill} />}
    </span>
  );
}
