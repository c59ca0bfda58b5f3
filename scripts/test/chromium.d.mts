export declare const CHROMIUM_ARGS: string[];
export declare const SYSTEM_CHROMIUMS: string[];
export interface FoundChromium {
  path: string;
  source: string;
}
export declare function npmChromium(): Promise<FoundChromium>;
export declare function findChromium(deps?: {
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
  fromNpm?: () => Promise<FoundChromium>;
}): Promise<FoundChromium>;
