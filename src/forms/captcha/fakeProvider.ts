import type { CaptchaProvider, CaptchaRenderParams } from './provider';

/** A grecaptcha stand-in for unit tests: records calls; `complete(id)` plays a visitor ticking the box. */
export function fakeProvider() {
  const widgets: { container: HTMLElement; params: CaptchaRenderParams; token: string }[] = [];
  const calls: string[] = [];
  const provider: CaptchaProvider & {
    widgets: typeof widgets;
    calls: string[];
    complete(id?: number, token?: string): void;
    expire(id?: number): void;
  } = {
    widgets,
    calls,
    ready: (cb) => void Promise.resolve().then(cb),
    render(container, params) {
      calls.push('render');
      if (widgets.some((w) => w.container == container)) throw new Error('reCAPTCHA has already been rendered in this element');
      container.append(
        Object.assign(container.ownerDocument.createElement('span'), { textContent: `captcha ${params.size} ${params.theme}` }),
      );
      return widgets.push({ container, params, token: '' }) - 1;
    },
    getResponse: (id = 0) => widgets[id]?.token ?? '',
    reset(id = 0) {
      calls.push(`reset ${id}`);
      widgets[id]!.token = '';
    },
    execute(id = 0) {
      calls.push(`execute ${id}`);
      provider.complete(id, 'executed-token');
    },
    complete(id = 0, token = `token-${id}`) {
      const w = widgets[id]!;
      w.token = token;
      w.params.callback?.(token);
    },
    expire(id = 0) {
      widgets[id]!.token = '';
      widgets[id]!.params['expired-callback']?.();
    },
  };
  return provider;
}
