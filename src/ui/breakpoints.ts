/**
 * The phone/desktop breakpoint (spec 001 §9: "Mobile breakpoint up to 432 px, desktop from 433 px"), on which every
 * widget's two-step layout switches: the phone layout in a container up to `PHONE_MAX_WIDTH` px wide, the desktop
 * layout from `DESKTOP_MIN_WIDTH` px. It is the widget's own width (a container query), not the window's: a widget in
 * a drawer or a narrow column lays out as on a phone. The widgets' CSS writes the number out
 * (`@container (max-width: 432px)`: plain CSS text, which the build's minifier reads); `src/ui/breakpoints.test.ts`
 * holds every widget's container queries, and the demo's matching reserves, to it. A layout of more than two steps
 * keeps its own further step, listed in `OTHER_STEPS` (docs/embed-contract.md, "Breakpoints").
 */
export const PHONE_MAX_WIDTH = 432;
export const DESKTOP_MIN_WIDTH = 433;

/** The container queries of other steps than the phone/desktop one: file, query, why. */
export const OTHER_STEPS: readonly { file: string; query: string; why: string }[] = [
  {
    file: 'widgets/product/styles.ts',
    query: 'min-width: 640px',
    why: "the product element's horizontal layout: the picture beside the details only where both have room",
  },
];
