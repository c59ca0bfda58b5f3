// The widgets' components run on preact/compat in the drop-in build and on real React in Storybook and theme authors'
// apps: the same form controls must deliver the same events to the same handlers under both.
import { createRequire } from 'node:module';
import * as compat from 'preact/compat';
import { createRoot as compatRoot } from 'preact/compat/client';
import { act as compatAct } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';

// Node's own require: real React, past the unit tests' aliases (which map `react` to preact/compat).
const require = createRequire(import.meta.url);
const React = require('react') as typeof import('react');
const { createRoot: reactRoot } = require('react-dom/client') as { createRoot: typeof compatRoot };
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Lib = { createElement: typeof compat.createElement; useState: typeof compat.useState };

/** A text field, a select, a checkbox and a radio group, as the widgets write them: controlled, with onChange. */
function form(lib: Lib, log: string[]) {
  const h = lib.createElement;
  return function Form() {
    const [text, setText] = lib.useState('');
    const [size, setSize] = lib.useState('S');
    const [gift, setGift] = lib.useState(false);
    const [colour, setColour] = lib.useState('black');
    return h(
      'form',
      null,
      h('input', {
        id: 'text',
        value: text,
        onChange: (e: { currentTarget: HTMLInputElement }) => (log.push(`text:${e.currentTarget.value}`), setText(e.currentTarget.value)),
      }),
      h(
        'select',
        {
          id: 'size',
          value: size,
          onChange: (e: { currentTarget: HTMLSelectElement }) => (
            log.push(`size:${e.currentTarget.value}`),
            setSize(e.currentTarget.value)
          ),
        },
        h('option', { value: 'S' }, 'S'),
        h('option', { value: 'M' }, 'M'),
      ),
      h('input', {
        id: 'gift',
        type: 'checkbox',
        checked: gift,
        onChange: (e: { currentTarget: HTMLInputElement }) => (
          log.push(`gift:${e.currentTarget.checked}`),
          setGift(e.currentTarget.checked)
        ),
      }),
      ...['black', 'white'].map((c) =>
        h('input', {
          key: c,
          id: c,
          type: 'radio',
          name: 'colour',
          value: c,
          checked: colour == c,
          onChange: (e: { currentTarget: HTMLInputElement }) => (
            log.push(`colour:${e.currentTarget.value}`),
            setColour(e.currentTarget.value)
          ),
        }),
      ),
      h('output', null, `${text}|${size}|${gift}|${colour}`),
    );
  };
}

/** What a visitor does, as the browser reports it: typing (input events, then change on leaving), choosing, ticking. */
async function visit(host: HTMLElement, act: (fn: () => void) => unknown) {
  const $ = <T extends Element>(sel: string) => host.querySelector(sel) as unknown as T;
  const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  for (const typed of ['A', 'Ad', 'Ada']) {
    await act(() => {
      value.set!.call($('#text'), typed);
      $<HTMLInputElement>('#text').dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  await act(() => void $<HTMLInputElement>('#text').dispatchEvent(new Event('change', { bubbles: true })));
  await act(() => {
    $<HTMLSelectElement>('#size').value = 'M';
    $<HTMLSelectElement>('#size').dispatchEvent(new Event('change', { bubbles: true }));
  });
  await act(() => $<HTMLInputElement>('#gift').click());
  await act(() => $<HTMLInputElement>('#white').click());
  return host.querySelector('output')!.textContent;
}

const host = document.createElement('div');
document.body.append(host);
afterEach(() => host.replaceChildren());

const EXPECTED = ['text:A', 'text:Ad', 'text:Ada', 'size:M', 'gift:true', 'colour:white'];

describe('form controls under React and preact/compat', () => {
  it('real React delivers each keystroke, the choice, the tick and the radio to onChange', async () => {
    expect(React.version).toMatch(/^19\./); // real React, not compat's 18.3.1
    const log: string[] = [];
    const root = reactRoot(host);
    React.act(() => root.render(React.createElement(form(React as unknown as Lib, log) as unknown as () => null)));
    expect(await visit(host, (fn) => React.act(fn))).toBe('Ada|M|true|white');
    expect(log).toEqual(EXPECTED);
    React.act(() => root.unmount());
  });

  it('preact/compat delivers the same events to the same handlers', async () => {
    const log: string[] = [];
    const root = compatRoot(host);
    compatAct(() => root.render(compat.createElement(form(compat, log), null)));
    expect(await visit(host, (fn) => compatAct(fn))).toBe('Ada|M|true|white');
    expect(log).toEqual(EXPECTED);
    compatAct(() => root.unmount());
  });
});
