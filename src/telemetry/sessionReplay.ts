import { fetchReplayId } from '../api/sessionReplay';
import { trustedScriptUrl } from '../dom/trustedScriptUrl';
import { scriptUrl } from '../input/scriptUrl';
import type { Runtime } from '../runtime/types';
import { cookiesRestricted, settingsOf } from './analytics';
import { createToggles, parseExperiments } from './toggles';
import { widgetSettings } from '../settings/widgetSettings';

// Session replay (spec 000 §7 "an external session-recording script is loaded", spec 001 §7 getId, §8, §9;
// docs/session-replay.md). A chunk of its own, loaded by the after-load chunk only where the site settings have
// `sessionReplay`: every other page carries none of it.

/** The feature toggle that turns session replay on (spec 001 §9; its name is the SDK's reading). */
export const REPLAY_TOGGLE = 'session-replay';
/** The A/B experiment whose variant must be set (spec 001 §9: "an experiment variant is set"). */
export const REPLAY_EXPERIMENT = 'session-replay-sampling';
/** Spec 001 §9: "the device has more than 2 CPU cores". */
export const MIN_CORES = 3;
/** Spec 001 §7: "a mock id means skip": an id that starts with this. */
export const MOCK_ID_PREFIX = 'mock';

type Replay = Pick<Runtime, 'api' | 'settings'>;

const say = (message: string, reason?: unknown) =>
  console.warn(`[storefront] session replay: ${message}`, ...(reason === undefined ? [] : [reason]));

/**
 * Why this page records no session, or null when every condition of the spec holds but the id: the toggle
 * `session-replay` on (variant "true"), the experiment `session-replay-sampling` with a variant set, more than 2 cores
 * (`navigator.hardwareConcurrency`), cookies not restricted (spec 001 §6), and the settings' `sessionReplay.scriptUrl` an
 * http(s) URL. A page whose experiments name neither is not warned about them (the toggles warn once per name otherwise).
 */
export function replayBlocker(rt: Pick<Runtime, 'settings'>, cores = navigator.hardwareConcurrency): string | null {
  const named = parseExperiments(rt.settings.experiments)?.map((e) => e.name) ?? [];
  if (!named.includes(REPLAY_TOGGLE)) return 'the toggle is not named';
  const toggles = createToggles(rt.settings);
  if (!toggles.isEnabled(REPLAY_TOGGLE, false)) return 'the toggle is off';
  if (!named.includes(REPLAY_EXPERIMENT) || !toggles.variant(REPLAY_EXPERIMENT, '').variant) return 'no experiment variant';
  if (!(typeof cores == 'number' && cores >= MIN_CORES)) return 'too few cores';
  if (cookiesRestricted(settingsOf(rt))) return 'cookies restricted';
  if (!replayScript(rt)) return 'no script URL';
  return null;
}

/** The settings' `sessionReplay.scriptUrl`, checked (http(s), resolved against the page), or null. */
const replayScript = (rt: Pick<Runtime, 'settings'>): string | null => {
  const url = widgetSettings(rt.settings).sessionReplay?.['scriptUrl'];
  return typeof url == 'string' ? scriptUrl(url, document) : null;
};

/**
 * Starts session replay where every condition holds: asks `GET /api/commerce/fullstory/getId`, and for an id that does
 * not start with `mock` loads the recording script (one `<script async>` at the end of `<head>`, its `data-user-id` the
 * id). Called once the page is interactive (the after-load chunk). Resolves with the script element, or null where
 * nothing loaded; failures of the call or of the script only log a warning (spec 001 §8). Never rejects.
 */
export async function startSessionReplay(rt: Replay, cores = navigator.hardwareConcurrency): Promise<HTMLScriptElement | null> {
  try {
    if (replayBlocker(rt, cores)) return null;
    let id: string | null;
    try {
      id = await fetchReplayId(rt.api);
    } catch (reason) {
      say('the id could not be read', reason);
      return null;
    }
    if (!id || id.startsWith(MOCK_ID_PREFIX)) return null;
    const script = document.createElement('script');
    script.async = true;
    script.dataset.userId = id;
    script.dataset.sfSessionReplay = '';
    script.onerror = () => say(`the recording script could not be loaded (${replayScript(rt)})`);
    script.src = trustedScriptUrl(replayScript(rt)!);
    document.head.append(script);
    return script;
  } catch (reason) {
    say('the recording script could not be inserted', reason);
    return null;
  }
}
