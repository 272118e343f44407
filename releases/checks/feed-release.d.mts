export declare const FEED_FOLDER: string;
export declare const FEED_COMPONENT_FILE: string;
export declare function markUnderHeading(marker: string): (source: string) => string;
export declare function releaseFeed(options: {
  copy: string;
  releasesDir: string;
  edit?: (source: string) => string;
  flags?: string[];
}): Promise<string>;
