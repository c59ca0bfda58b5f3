/**
 * The popup element's own CSS: it shows nothing where it stands (the overlay opens in a lightbox of its own at the end
 * of `<body>`).
 */
export const popupCss = `:host{display:contents}`;

/**
 * The popup's overlay, on top of the dialog's and the lightbox's CSS (src/ui/Dialog.tsx, src/ui/Lightbox.tsx): its width
 * (`--sf-popup-width`, default 28em), and a short fade and rise as it opens, none under reduced motion. Parts: the
 * dialog's (`backdrop`, `dialog`, `dialog-close`, `dialog-title`, `dialog-content`) and the form's, styled through
 * `sf-lightbox::part(…)`.
 */
export const popupLightboxCss = `.sf-root{--sf-modal-width:var(--sf-popup-width,28em)}
.popup-form{display:block}
@media (prefers-reduced-motion:no-preference){
.sf-backdrop:not([hidden]){animation:sf-popup-fade .2s ease-out}
.sf-backdrop:not([hidden]) .sf-modal{animation:sf-popup-rise .25s ease-out}
}
@keyframes sf-popup-fade{from{opacity:0}}
@keyframes sf-popup-rise{from{transform:translateY(12px)}}`;
