/** The page's error reporting, once started: its `stop`, and `report` for what other SDK code has to say. */
export interface ErrorReporting {
  stop: () => void;
  /** Reports `message` as an `event` entry (the performance collector's settings failures: event `performance`). */
  report: (event: string, message: string) => void;
}

/** The page's one error reporter, and who asked for it (kept on the runtime: `rt.reporting`; ./startErrorReporter.ts). */
export interface ReportingSlot {
  /** Who started it, for the warning a second one gets: `the script tag's data-error-reporting`, or an element. */
  source: string;
  /** Asked for on purpose (the script tag's attribute, or an error-reporter element), not the default. */
  explicit: boolean;
  errors: ErrorReporting;
}
