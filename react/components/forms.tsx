import { widgetComponent, type WidgetComponent } from '../Widget';
import type { Declared, ExactlyOne, OneProductSource } from './types';

export type RestockFormProps = OneProductSource<Declared<'restock-form'>>;
/** The back-in-stock sign-up, in add-to-cart's place while the choice is sold out (docs/widgets/restock-form.md). */
export const RestockForm: WidgetComponent<RestockFormProps> = widgetComponent('restock-form', 'RestockForm');

/** A site form's props, with exactly one of `formId` (fetched) and `form` (the spec's Form itself). */
export type SiteFormProps = ExactlyOne<Declared<'site-form'>, 'formId', 'form'>;
/** A site form (docs/widgets/site-form.md). */
export const SiteForm: WidgetComponent<SiteFormProps> = widgetComponent('site-form', 'SiteForm');

/** A popup's props, with exactly one of `formId` (fetched) and `form` (the spec's Form itself). */
export type PopupProps = ExactlyOne<Declared<'popup'>, 'formId', 'form'>;
/** A site form in an overlay, shown once, on the visitor's terms (docs/widgets/popup.md). Nothing shows in its place. */
export const Popup: WidgetComponent<PopupProps> = widgetComponent('popup', 'Popup');
