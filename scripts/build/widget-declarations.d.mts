/** A widget's declaration as the build reads it (widget-declarations.mjs). */
export interface WidgetDeclaration {
  name: string;
  /** `runtime`, or the widget's own name (a chunk of its own). */
  chunk: string;
  file: string;
  /** Declared `mountWhen: 'near'`: far down a page, it mounts when the visitor scrolls near. */
  near: boolean;
}
export function readDeclaration(file: string, source?: string): WidgetDeclaration;
export function readWidgets(dir?: string): Record<string, WidgetDeclaration>;
