export { loadCaptchaProvider, RECAPTCHA_SCRIPT_URL, type CaptchaProvider, type CaptchaRenderParams } from './provider';
export {
  COMPACT_BELOW_PX,
  createCaptcha,
  RENDERED_ATTRIBUTE,
  type CaptchaController,
  type CaptchaOptions,
  type CaptchaState,
} from './controller';
