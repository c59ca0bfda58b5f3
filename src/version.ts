declare const __SF_VERSION__: string | undefined;

/** The SDK's version (package.json), put in by the build; 'dev' where no build did (Storybook, unit tests). */
export const VERSION: string = typeof __SF_VERSION__ == 'string' ? __SF_VERSION__ : 'dev';
