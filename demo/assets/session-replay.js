// The demo's stand-in for a session-replay service's recording script (docs/session-replay.md): it records nothing. The
// SDK loads it only where every condition holds (the playground's switch), with the visitor's id from
// GET /api/commerce/fullstory/getId on the script element; it says so on the page and in the console.
const script = document.currentScript;
const id = (script && script.dataset.userId) || 'unknown';
window.__sessionReplay = { id };
document.dispatchEvent(new CustomEvent('demo:session-replay', { detail: { id } }));
console.info(`[demo] session replay: recording as ${id} (a stand-in: nothing is recorded)`);
